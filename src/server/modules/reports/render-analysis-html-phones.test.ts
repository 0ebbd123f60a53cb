import { describe, expect, it } from 'vitest';
import type { Contractor } from '@/contracts/contractors';
import type { Deficiency } from '@/contracts/reports';
import { renderAnalysisHtml } from './render-analysis-html';

const contractor = (id: string, phone: string | null): Contractor => ({
  id,
  placeId: null,
  name: `Sparks ${id}`,
  category: 'electrician',
  rating: 4.5,
  reviewCount: 12,
  distance: 1609.34,
  address: '1 Main St, Austin, TX',
  phone,
  website: null,
  isOpen: null,
  priceLevel: null,
  isDemo: false,
  source: 'directory',
});

const finding: Deficiency = {
  id: 1,
  category: 'Electrical',
  categoryKey: 'electrical',
  severity: 'major',
  location: null,
  description: 'Open junction box',
  recommendation: null,
  repairMethod: null,
  quantity: 1,
  unitType: 'each',
  unitOptions: [],
  excluded: false,
  page: null,
  quote: null,
  inspectorLabel: null,
  confidence: null,
  trade: 'electrician',
  costEstimate: null,
  contractorIds: ['us', 'intl', 'none'],
};

describe('the downloaded analysis', () => {
  it("formats contractors' phones as the app does, each a tap-to-call link", () => {
    const html = renderAnalysisHtml({
      report: { id: 9, filename: 'house.pdf', uploadedAt: new Date('2026-01-02T10:00:00Z') },
      propertyAddress: null,
      inspectionDate: null,
      generatedAt: new Date('2026-01-05T10:00:00Z'),
      summary: {
        totalDeficiencies: 1,
        severityCount: { critical: 0, major: 1, minor: 0 },
        totalCostRange: { min: 0, max: 0 },
        categoriesAffected: 1,
        categories: ['Electrical'],
      },
      deficiencies: { electrical: [finding] },
      excludedCount: 0,
      contractors: new Map([
        ['us', contractor('us', '+15125550142')],
        ['intl', contractor('intl', '+44 20 7946 0958')],
        ['none', contractor('none', null)],
      ]),
    });
    expect(html).toContain('<a href="tel:+15125550142">(512) 555-0142</a>');
    expect(html).not.toContain('>+15125550142');
    // a number that is not a US one reads as given
    expect(html).toContain('<a href="tel:+442079460958">+44 20 7946 0958</a>');
    expect(html.match(/href="tel:/g)).toHaveLength(2);
  });
});
