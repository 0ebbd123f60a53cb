import { describe, expect, it } from 'vitest';
import { normalizeUsPhone } from './phone-numbers';

describe('normalizeUsPhone', () => {
  it.each([
    ['(512) 555-0142', '+15125550142'],
    ['  512.555.0142 ', '+15125550142'],
    ['+1 212 555 0199', '+12125550199'],
    ['1-787-555-0101', '+17875550101'],
  ])('%s → %s', (raw, e164) => expect(normalizeUsPhone(raw)).toBe(e164));

  it.each(['', '   ', '555-0142', '12345', '+44 20 7946 0958', '(123) 456-7890', 'call me'])('rejects %j', (raw) =>
    expect(normalizeUsPhone(raw)).toBeNull(),
  );
});
