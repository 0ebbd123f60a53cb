import { describe, expect, it } from 'vitest';
import { averageCost, buildContractorMessage, type ContractorMessageInput } from './contractor-message';

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

describe('buildContractorMessage (report-lifecycle §9)', () => {
  it('carries every part of the project details, addressed to the contractor', () => {
    const text = buildContractorMessage(base);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^Hi Lantern Electric, NEW PROJECT OPPORTUNITY/);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Property: 12 Elm St, Austin, TX 78701',
        'Location: Garage',
        'Category: Electrical',
        'Issue: Open junction box',
        'Priority: Critical',
        'Estimated cost: $150 - $450 (average $280)',
        'Additional details: Evenings are best.',
        'Dana Reyes - (512) 555-0142',
      ]),
    );
    expect(text).toMatch(/quote/i);
    expect(text).toMatch(/Punchlist contractor network/);
  });

  it('uses the rounded midpoint when the average is missing', () => {
    expect(averageCost({ min: 100, max: 251, average: null })).toBe(176);
    expect(buildContractorMessage({ ...base, cost: { min: 100, max: 251, average: null } })).toContain(
      'Estimated cost: $100 - $251 (average $176)',
    );
  });

  it('leaves out what the finding does not have', () => {
    const text = buildContractorMessage({
      ...base,
      location: null,
      cost: null,
      additionalDetails: '  ',
      propertyAddress: null,
    });
    expect(text).not.toMatch(/Location:|Estimated cost:|Additional details:|Property:/);
    expect(text).toContain('Issue: Open junction box');
  });

  it('is personalised per contractor', () => {
    expect(buildContractorMessage({ ...base, contractorName: 'Bluebird Plumbing' })).not.toEqual(
      buildContractorMessage(base),
    );
  });
});
