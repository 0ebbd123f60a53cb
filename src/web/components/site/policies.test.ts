import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/contracts/account';
import { LIMITS } from '@/contracts/common';
import { POLICIES } from './policies';

describe('POLICIES', () => {
  it('states what the server enforces', () => {
    expect(POLICIES.uploadRetentionHours).toBe(LIMITS.uploadRetentionHours);
    expect(POLICIES.maxUploadMb * 1024 * 1024).toBe(LIMITS.maxUploadBytes);
    expect(POLICIES.defaultMinContractorRating).toBe(DEFAULT_SETTINGS.preferences.minContractorRating);
    expect(POLICIES.nominalReportPriceDollars * 100).toBe(LIMITS.nominalReportPriceCents);
  });
});
