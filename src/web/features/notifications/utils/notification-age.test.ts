import { describe, expect, it } from 'vitest';
import { formatNotificationAge } from './notification-age';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('formatNotificationAge', () => {
  it.each([
    [ago(0), 'Just now'],
    [ago(59_999), 'Just now'],
    [ago(MIN), '1 minute ago'],
    [ago(59 * MIN + 59_000), '59 minutes ago'],
    [ago(60 * MIN), '1 hour ago'],
    [ago(23 * 60 * MIN + 59 * MIN), '23 hours ago'],
  ])('%s → %s', (timestamp, expected) => {
    expect(formatNotificationAge(timestamp, NOW)).toBe(expected);
  });

  it('shows the date from 24 hours on', () => {
    expect(formatNotificationAge(ago(24 * 60 * MIN), NOW)).toBe('Nov 20, 2026');
    expect(formatNotificationAge('2026-03-04T09:00:00.000Z', NOW)).toBe('Mar 4, 2026');
  });

  it('treats a timestamp slightly in the future (clock skew) as just now', () => {
    expect(formatNotificationAge(new Date(NOW + 5_000).toISOString(), NOW)).toBe('Just now');
  });
});
