import { describe, expect, it } from 'vitest';
import { statusText, statusTone } from './report-status';

describe('report status line', () => {
  it('is green when completed, pulsing yellow when processing, red otherwise', () => {
    expect(statusTone('completed')).toBe('completed');
    expect(statusTone('processing')).toBe('processing');
    expect(statusTone('failed')).toBe('other');
    expect(statusTone('archived')).toBe('other');
  });
  it("uses the list's words, and shows any other status as it is", () => {
    expect(statusText('completed')).toBe('Analysis Complete');
    expect(statusText('processing')).toBe('Analyzing...');
    expect(statusText('failed')).toBe('Analysis Failed');
    expect(statusText('archived')).toBe('archived');
  });
});
