import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, UNIT_TYPES } from '../types';
import { catalog, catalogMetadata, getCatalogItem } from './catalog';
import stateIndex from './cost-data/state-labor-index.json';
import { compileKeyword } from './text-match';

const isHttpUrl = (url: string) => /^https:\/\/\S+$/.test(url);

describe('repair catalog data', () => {
  it('holds at least 300 items covering all 12 categories, with unique codes', () => {
    expect(catalog.items.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalog.items.map((item) => item.category))).toEqual(new Set(CATEGORY_KEYS));
    const codes = catalog.items.map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(catalog.items.map((item) => [item.code, item] as const))('%s is well-formed and cited', (_code, item) => {
    expect(CATEGORY_KEYS).toContain(item.category);
    expect(UNIT_TYPES).toContain(item.unit);
    expect(['standard', 'scope', 'specialist']).toContain(item.uncertainty);
    expect(catalog.trades[item.trade]).toBeDefined();
    expect(item.laborHours).toBeGreaterThan(0);
    expect(item.defaultQuantity).toBeGreaterThan(0);
    expect(item.permit).toBeGreaterThanOrEqual(0);
    expect(item.material.min).toBeGreaterThanOrEqual(0);
    expect(item.material.min).toBeLessThanOrEqual(item.material.avg);
    expect(item.material.avg).toBeLessThanOrEqual(item.material.max);
    expect(item.keywords.length).toBeGreaterThan(0);
    // one sentence in words of what one unit prices, shown as 'Priced as: …'
    expect(item.scope.length).toBeGreaterThan(15);
    expect(item.scope).not.toMatch(/\.$/);
    for (const keyword of [...item.keywords, ...item.negativeKeywords]) {
      expect(compileKeyword(keyword).parts.length, `keyword '${keyword}'`).toBeGreaterThan(0);
    }
    expect(item.citations.labor.length).toBeGreaterThan(0);
    expect(item.citations.material.length).toBeGreaterThan(0);
    for (const citation of [...item.citations.labor, ...item.citations.material]) {
      expect(isHttpUrl(citation.url)).toBe(true);
      expect(citation.label.length).toBeGreaterThan(10);
    }
    // the labor citation names the BLS wage series of the item's trade
    expect(item.citations.labor[0]?.label).toContain(catalog.trades[item.trade]?.soc);
  });

  it('cites a BLS OEWS page and a positive median wage for every trade', () => {
    for (const trade of Object.values(catalog.trades)) {
      expect(trade.citation.url).toMatch(/^https:\/\/www\.bls\.gov\/oes\//);
      expect(trade.medianHourlyWage).toBeGreaterThan(10);
      expect(trade.citation.label).toContain(trade.medianHourlyWage.toFixed(2));
    }
  });

  it('sources every minimum visit like the wages: a quoted range with its URL', () => {
    const withMinimum = Object.entries(catalog.trades).filter(([, trade]) => trade.serviceMinimum);
    expect(withMinimum.map(([key]) => key).sort()).toEqual(['electrician', 'handyman', 'hvac', 'plumber']);
    for (const [, trade] of withMinimum) {
      const minimum = trade.serviceMinimum!;
      expect(minimum.min).toBeLessThanOrEqual(minimum.avg);
      expect(minimum.avg).toBeLessThanOrEqual(minimum.max);
      expect(minimum.label).toMatch(/^the .+'s minimum visit$/);
      expect(isHttpUrl(minimum.citation.url)).toBe(true);
      // the quoted range is the one applied
      expect(minimum.citation.label).toContain(`$${minimum.min}`);
      expect(minimum.citation.label).toContain(`$${minimum.max}`);
    }
  });

  it('uses increasing overhead-and-profit factors and a burden above 1', () => {
    const op = catalog.overheadProfit;
    expect(op.min).toBeLessThan(op.avg);
    expect(op.avg).toBeLessThan(op.max);
    expect(catalog.laborBurden).toBeGreaterThan(1);
  });

  it('exposes metadata for the admin page', () => {
    const meta = catalogMetadata();
    expect(meta.version).toBe(catalog.version);
    expect(meta.itemCount).toBe(catalog.items.length);
    expect(meta.items[0]?.code).toBe(catalog.items[0]?.code);
    expect(getCatalogItem('ELE-GFCI')?.category).toBe('electrical');
    expect(getCatalogItem('NOPE')).toBeNull();
  });
});

describe('state labor index data', () => {
  it('covers the 50 states and DC with plausible multipliers', () => {
    const states = Object.entries(stateIndex.states);
    expect(states).toHaveLength(51);
    expect(stateIndex.states).toHaveProperty('DC');
    for (const [, entry] of states) {
      expect(entry.labor).toBeGreaterThan(0.6);
      expect(entry.labor).toBeLessThan(1.5);
    }
    // materials are national except the documented freight cases
    const freight = states.filter(([, entry]) => entry.materials !== 1).map(([state]) => state);
    expect(freight.sort()).toEqual(['AK', 'HI']);
  });
});
