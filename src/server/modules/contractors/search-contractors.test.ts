import { describe, expect, it } from 'vitest';
import { tradeForCategory } from '@/analysis/trades/category-trade';
import type { CATEGORY_KEYS } from '@/contracts/common';
import { DIRECTORY_CATEGORIES } from '@/contracts/contractors';
import { tradeForDirectoryCategory } from './search-contractors';

describe('directory categories', () => {
  it("search the same trade a report finding of that category is matched to (the web's filter relies on it)", () => {
    for (const category of DIRECTORY_CATEGORIES) {
      const expected =
        category === 'general contractor'
          ? 'general contractor'
          : tradeForCategory(category as (typeof CATEGORY_KEYS)[number]);
      expect(tradeForDirectoryCategory(category), category).toBe(expected);
    }
  });
});
