import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { adminErrorText, isForbidden } from './admin-errors';
import { toCostMatchQuery } from './cost-match-form';
import { validateGrant } from './grant-validation';
import { unitLabel } from './unit-label';
import { pageNumbers, showingText, totalPagesFor } from './page-numbers';
import { parseReportId } from './report-id';

describe('parseReportId', () => {
  it('takes a positive whole number in the database range and nothing else', () => {
    expect(parseReportId('42')).toBe(42);
    expect(parseReportId('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', ' 12', '2147483648', '99999999999'])
      expect(parseReportId(bad), String(bad)).toBeNull();
  });
});

describe('pageNumbers', () => {
  it('shows the first, the last and two either side of the current page, with ellipses', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(pageNumbers(6, 12)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 12]);
    expect(pageNumbers(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('counts pages and says which rows are shown', () => {
    expect(totalPagesFor(0, 20)).toBe(1);
    expect(totalPagesFor(40, 20)).toBe(2);
    expect(totalPagesFor(41, 20)).toBe(3);
    expect(showingText(2, 20, 57)).toBe('Showing 21 to 40 of 57 results');
    expect(showingText(3, 20, 57)).toBe('Showing 41 to 57 of 57 results');
    expect(showingText(1, 20, 0)).toBe('Showing 0 to 0 of 0 results');
  });
});

describe('admin errors', () => {
  it('reads as the status plus the server text', () => {
    expect(adminErrorText(new ApiError(404, 'Report not found.'))).toBe('404: Report not found.');
    expect(adminErrorText(new Error('boom'))).toBe('boom');
    expect(adminErrorText('nope')).toBeNull();
    expect(isForbidden(new ApiError(403, 'Admin access required.'))).toBe(true);
    expect(isForbidden(new ApiError(401, 'Please sign in to continue.'))).toBe(false);
  });
});

describe('toCostMatchQuery', () => {
  const form = { text: '  Leaking trap under the sink ', zip: '', category: 'any', severity: 'major' } as const;

  it('trims the text and leaves out an empty ZIP and "any" category', () => {
    expect(toCostMatchQuery(form)).toEqual({
      query: { text: 'Leaking trap under the sink', severity: 'major' },
      errors: {},
    });
    expect(toCostMatchQuery({ ...form, zip: ' 78745 ', category: 'plumbing' }).query).toEqual({
      text: 'Leaking trap under the sink',
      severity: 'major',
      zip: '78745',
      category: 'plumbing',
    });
  });

  it("answers with the server's messages for a blank text or a bad ZIP", () => {
    expect(toCostMatchQuery({ ...form, text: '   ' })).toEqual({
      query: null,
      errors: { text: 'Type a finding to match.' },
    });
    expect(toCostMatchQuery({ ...form, zip: '7874' }).errors).toEqual({ zip: 'ZIP must be 5 digits.' });
    expect(toCostMatchQuery({ ...form, zip: 'ABCDE' }).query).toBeNull();
  });
});

describe('validateGrant', () => {
  it('accepts a whole non-zero amount within the limit and a reason', () => {
    expect(validateGrant({ amount: '5', reason: 'Goodwill' }, 0)).toEqual({ amount: 5, errors: {} });
    expect(validateGrant({ amount: '-2', reason: 'Mistake' }, 2)).toEqual({ amount: -2, errors: {} });
  });

  it('refuses what the server refuses', () => {
    expect(validateGrant({ amount: '0', reason: 'x' }, 0).errors.amount).toBe('Amount must not be zero.');
    expect(validateGrant({ amount: '1.5', reason: 'x' }, 0).errors.amount).toBe('Enter a whole number of credits.');
    expect(validateGrant({ amount: '', reason: 'x' }, 0).errors.amount).toBe('Enter a whole number of credits.');
    expect(validateGrant({ amount: '1001', reason: 'x' }, 0).errors.amount).toMatch(/at most 1,000/);
    expect(validateGrant({ amount: '-3', reason: 'x' }, 2).errors.amount).toBe('The balance cannot go below zero.');
    expect(validateGrant({ amount: '3', reason: '  ' }, 0).errors.reason).toBe('Please give a reason.');
  });
});

describe('unitLabel', () => {
  it('names units in words, plural by count', () => {
    expect(unitLabel('each')).toBe('item');
    expect(unitLabel('each', 3)).toBe('items');
    expect(unitLabel('sq_ft', 40)).toBe('sq ft');
    expect(unitLabel('hour', 2)).toBe('hours');
    expect(unitLabel('furlong')).toBe('furlong');
  });
});
