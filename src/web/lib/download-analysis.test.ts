import { describe, expect, it } from 'vitest';
import { analysisDownloadName } from './download-analysis';

describe('analysisDownloadName', () => {
  const day = new Date(2026, 2, 4, 15, 30);
  it('drops the extension and adds -analysis-{YYYY-MM-DD}.html', () => {
    expect(analysisDownloadName('maple-street.pdf', day)).toBe('maple-street-analysis-2026-03-04.html');
    expect(analysisDownloadName('report.v2.final.PDF', day)).toBe('report.v2.final-analysis-2026-03-04.html');
    expect(analysisDownloadName('notes', day)).toBe('notes-analysis-2026-03-04.html');
  });
  it('falls back to a generic name without a file name', () => {
    expect(analysisDownloadName(null, day)).toBe('inspection-report-analysis-2026-03-04.html');
    expect(analysisDownloadName('.pdf', day)).toBe('inspection-report-analysis-2026-03-04.html');
  });
});
