import { describe, expect, it } from 'vitest';
import {
  averageCost,
  buildContractorMessage,
  type ContractorMessageInput,
  formatMessagePhone,
  MESSAGE_NAME_MAX,
  MESSAGE_WORDS_MAX,
  SMS_MAX_GSM,
} from './contractor-message';
import { gsmLength, isGsmText } from './gsm-text';

const base: ContractorMessageInput = {
  contractorName: 'Lantern Electric',
  propertyAddress: '12 Elm St, Austin, TX 78701',
  location: 'Garage',
  category: 'Electrical',
  issue: 'Open junction box',
  severity: 'critical',
  cost: { min: 150, max: 450, average: 280 },
  additionalDetails: 'Evenings are best.',
  homeownerName: 'Dana Reyes',
  homeownerPhone: '(512) 555-0142',
};

// every field at the longest the request schemas let through (200 for names, 1000 for the words), in the widest
// characters: GSM extended ones count two, and characters outside GSM-7 must not turn the text into UCS-2
const long = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const worst: ContractorMessageInput = {
  contractorName: long('{Bluebird} ', 200),
  propertyAddress: long('1234 Longest Boulevard Northwest, Apartment 5678, ', 400),
  location: long('Upstairs hallway [east] ', 200),
  category: long('Environmental ', 60),
  issue: long('Water damage “stains” on the ceiling—active leak suspected ', 5000),
  severity: 'critical',
  cost: { min: 123_456_789, max: 987_654_321, average: 555_555_555 },
  additionalDetails: long('Please call after 6 pm 😀 | gate code {4521} ~ dog € ', 1000),
  homeownerName: long('María-José [Dana] ', 200),
  homeownerPhone: long('+1 (512) 555-0142 ext. 99 ', 200),
};

describe('buildContractorMessage (report-lifecycle §9, issue 18)', () => {
  it("starts with the homeowner's words, then their name and number, the finding, where, the estimate", () => {
    const lines = buildContractorMessage(base).split('\n');
    expect(lines).toEqual([
      'Hi Lantern Electric, Evenings are best.',
      'Quote to: Dana Reyes (512) 555-0142',
      'Critical Electrical: Open junction box (Garage)',
      'At 12 Elm St, Austin, TX 78701',
      'Est. $150-$450, avg $280',
      'Via Punchlist (no referral fees). STOP to opt out',
    ]);
  });

  it('fits in two GSM-7 segments (306 characters) for the longest and widest inputs', () => {
    const text = buildContractorMessage(worst);
    expect(isGsmText(text)).toBe(true);
    expect(gsmLength(text)).toBeLessThanOrEqual(SMS_MAX_GSM);
    const [greeting, contact, finding] = text.split('\n');
    // the user's words come first and keep their full allowance; the name is cut, never dropped
    const words = greeting!.slice(greeting!.indexOf(', ') + 2);
    expect(words.startsWith('Please call after 6 pm | gate code {4521} ~ dog')).toBe(true);
    expect(gsmLength(words)).toBeGreaterThan(MESSAGE_WORDS_MAX - 12);
    expect(gsmLength(words)).toBeLessThanOrEqual(MESSAGE_WORDS_MAX);
    expect(contact).toMatch(/^Quote to: Maria-José \[Dana\].*\.\.\. \+1 \(512\).*/);
    expect(finding).toMatch(/^Critical Environmental.*: Water damage "stains"/);
    expect(text.endsWith('STOP to opt out')).toBe(true);
  });

  it('fits with the words and names at their limits and every optional line present', () => {
    for (const wordsLength of [0, 40, MESSAGE_WORDS_MAX, 1000]) {
      const text = buildContractorMessage({
        ...base,
        contractorName: 'C'.repeat(MESSAGE_NAME_MAX),
        homeownerName: 'H'.repeat(MESSAGE_NAME_MAX),
        additionalDetails: 'w'.repeat(wordsLength),
        issue: 'i'.repeat(400),
        propertyAddress: 'a'.repeat(300),
      });
      expect(gsmLength(text), `${wordsLength} characters of words`).toBeLessThanOrEqual(SMS_MAX_GSM);
      expect(text).toContain('Quote to: HHHH');
    }
  });

  it('gives up the location, the average and the address before the issue gets short', () => {
    const text = buildContractorMessage({
      ...base,
      additionalDetails: 'w'.repeat(MESSAGE_WORDS_MAX),
      issue: 'Deteriorated flashing at the chimney lets water into the attic in heavy rain.',
    });
    expect(text).toContain('Deteriorated flashing at the chimney lets water into the attic');
    expect(gsmLength(text)).toBeLessThanOrEqual(SMS_MAX_GSM);
  });

  it('asks for a quote when the homeowner adds nothing, or only repeats the description', () => {
    expect(buildContractorMessage({ ...base, additionalDetails: null })).toMatch(
      /^Hi Lantern Electric, could you quote this repair\?\n/,
    );
    expect(buildContractorMessage({ ...base, additionalDetails: ' open junction box ' })).toMatch(
      /^Hi Lantern Electric, could you quote this repair\?\n/,
    );
  });

  it('uses the rounded midpoint when the average is missing', () => {
    expect(averageCost({ min: 100, max: 251, average: null })).toBe(176);
    expect(buildContractorMessage({ ...base, cost: { min: 100, max: 251, average: null } })).toContain(
      'Est. $100-$251, avg $176',
    );
  });

  it('leaves out what the finding does not have', () => {
    const text = buildContractorMessage({ ...base, location: null, cost: null, propertyAddress: null });
    expect(text).not.toMatch(/\(Garage\)|Est\.|\nAt /);
    expect(text).toContain('Critical Electrical: Open junction box');
  });

  it('is personalised per contractor', () => {
    expect(buildContractorMessage({ ...base, contractorName: 'Bluebird Plumbing' })).toMatch(/^Hi Bluebird Plumbing,/);
  });

  it('writes a US number the one way, whatever way it was typed', () => {
    for (const typed of ['5125550142', '512-555-0142', '+1 512 555 0142', '1 (512) 555.0142'])
      expect(formatMessagePhone(typed)).toBe('(512) 555-0142');
    expect(formatMessagePhone('512 555 0142 ext. 12')).toBe('(512) 555-0142 x12');
    expect(formatMessagePhone('call me')).toBe('call me');
  });
});
