import { describe, expect, it } from 'vitest';
import type { Deficiency } from '@/contracts/reports';
import { escapeHtml, renderAnalysisHtml, safeHttpUrl } from './render-analysis-html';

const finding = (over: Partial<Deficiency> = {}): Deficiency => ({
  id: 1,
  category: 'Electrical',
  categoryKey: 'electrical',
  severity: 'critical',
  location: 'Garage',
  description: 'Exposed splice in the garage ceiling',
  recommendation: 'Have an electrician enclose it in a junction box.',
  repairMethod: null,
  quantity: 2,
  unitType: 'each',
  unitOptions: [{ unitType: 'each', factor: 1 }],
  excluded: false,
  page: 7,
  quote: 'Open splice noted above the door.',
  inspectorLabel: 'Deficient',
  confidence: 0.9,
  trade: 'electrician',
  costEstimate: {
    minCost: 120,
    averageCost: 160,
    maxCost: 210,
    laborCost: 140,
    materialCost: 20,
    currency: 'USD',
    sourceKey: 'punchlist-catalog',
    sourceLabel: 'Punchlist catalog 2026.1 · BLS wages · TX labor index 0.84',
    region: 'Austin, TX 78745',
    urgency: 'high',
    priorityScore: 3,
    matchedKeywords: ['splice'],
    totalKeywords: 4,
    bniItemCode: 'ELE-JBOX',
    bniDescription: 'Junction box',
    uncertaintyPct: 35,
    materialCitations: [{ url: 'https://data.bls.gov/timeseries/WPUSI012011', label: 'PPI materials' }],
    laborCitations: [{ url: 'javascript:alert(1)', label: 'bad link' }],
  },
  contractorIds: [],
  ...over,
});

const render = (list: Deficiency[]) =>
  renderAnalysisHtml({
    report: { id: 9, filename: 'house.pdf', uploadedAt: new Date('2026-01-02T10:00:00Z') },
    propertyAddress: '12 Elm St, Austin, TX 78745',
    inspectionDate: '01/02/2026',
    generatedAt: new Date('2026-01-05T10:00:00Z'),
    summary: {
      totalDeficiencies: list.length,
      severityCount: { critical: list.length, major: 0, minor: 0 },
      totalCostRange: { min: 240, max: 420 },
      categoriesAffected: 1,
      categories: ['Electrical'],
    },
    deficiencies: { electrical: list },
    excludedCount: 0,
    contractors: new Map(),
  });

describe('renderAnalysisHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml(null)).toBe('');
  });

  it('links only http(s) URLs', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
  });

  it("shows totals as per-unit × quantity, the finding's page and quote, and its uncertainty", () => {
    const html = render([finding()]);
    expect(html).toContain('$240 – $420');
    expect(html).toContain('average $320');
    expect(html).toContain('2 each × $120 – $210 per unit');
    expect(html).toContain('CRITICAL RISK');
    expect(html).toContain('Urgent');
    expect(html).toContain('From the report, page 7');
    expect(html).toContain('<blockquote>Open splice noted above the door.</blockquote>');
    expect(html).toContain('±35%');
    expect(html).toContain('id="category-electrical"');
    expect(html).toContain('<a href="https://data.bls.gov/timeseries/WPUSI012011"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('bad link');
    expect(html).not.toMatch(/<script/i);
  });

  it('lists the top priorities first: critical, then major by cost, no minor; and prints without splitting them', () => {
    const html = render([
      finding({ id: 1, severity: 'minor', description: 'Minor thing' }),
      finding({ id: 2, severity: 'major', description: 'Cheap major', quantity: 1 }),
      finding({ id: 3, severity: 'major', description: 'Dear major', quantity: 5 }),
      finding({ id: 4, severity: 'critical', description: 'The critical one', quantity: 1 }),
    ]);
    const block =
      /<h2 id="top-priorities">Top Priorities<\/h2>\s*<ol class="priorities">(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
    const order = [...block.matchAll(/<b>(.*?)<\/b>/g)].map((m) => m[1]);
    expect(order).toEqual(['The critical one', 'Dear major', 'Cheap major']);
    expect(block).toContain('Garage · page 7');
    expect(html.indexOf('id="top-priorities"')).toBeLessThan(html.indexOf('id="total-costs"'));
    expect(html).toMatch(/@media print\{[^}]*\{[^}]*\}[^@]*break-inside:avoid/);
  });

  it("floors a small job at the trade's minimum visit and says so, with the priced scope", () => {
    const small = finding({ quantity: 1 });
    small.costEstimate = {
      ...small.costEstimate!,
      scope: 'enclose one set of open splices in a new junction box with cover',
      minimumCharge: { min: 150, average: 200, max: 250, label: "the electrician's minimum visit" },
    };
    const html = render([small]);
    // labor 140 < 200: the minimum plus the $20 material
    expect(html).toContain('$170 – $270');
    expect(html).toContain('average $220');
    expect(html).toContain('Includes the electrician&#39;s minimum visit ($150 – $250 labor).');
    expect(html).toContain('Priced as: enclose one set of open splices in a new junction box with cover');
  });

  it("says 'Pricing unavailable' without an estimate and $0 for no action required", () => {
    const html = render([
      finding({ id: 1, costEstimate: null, description: 'Unpriced thing' }),
      finding({
        id: 2,
        description: 'Monitor only',
        costEstimate: {
          ...finding().costEstimate!,
          sourceKey: 'no_action_required',
          minCost: 0,
          averageCost: 0,
          maxCost: 0,
          sourceLabel: 'No repair cost',
        },
      }),
    ]);
    expect(html).toContain('Pricing unavailable');
    expect(html).toMatch(/<span class="range">\$0<\/span> <span class="muted">No repair cost<\/span>/);
  });
});
