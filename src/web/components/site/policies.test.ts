import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/contracts/account';
import { LIMITS } from '@/contracts/common';
import { CONTRACTOR_RADIUS_STEPS_MILES, POLICIES } from './policies';

describe('POLICIES', () => {
  it('states what the server enforces', () => {
    expect(POLICIES.uploadRetentionHours).toBe(LIMITS.uploadRetentionHours);
    expect(POLICIES.maxUploadMb * 1024 * 1024).toBe(LIMITS.maxUploadBytes);
    expect(POLICIES.defaultMinContractorRating).toBe(DEFAULT_SETTINGS.preferences.minContractorRating);
    expect(POLICIES.nominalReportPriceDollars * 100).toBe(LIMITS.nominalReportPriceCents);
  });
});

describe('CONTRACTOR_RADIUS_STEPS_MILES', () => {
  it('states the km search steps in whole miles (one unit system)', () => {
    expect(CONTRACTOR_RADIUS_STEPS_MILES).toEqual([6, 19, 31]);
  });
});
