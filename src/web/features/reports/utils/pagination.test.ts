import { describe, expect, it } from 'vitest';
import { pageItems, paginate } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows page 1, the last page and pages within 2 of the current one, with ellipses for gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    // a gap of exactly one page is still an ellipsis: only pages within 2 are shown
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('paginate', () => {
  const list = Array.from({ length: 23 }, (_, i) => i + 1);

  it('gives the slice and the "Showing X to Y of Z" figures', () => {
    expect(paginate(list, 1, 5)).toMatchObject({ items: [1, 2, 3, 4, 5], from: 1, to: 5, total: 23, totalPages: 5 });
    expect(paginate(list, 5, 5)).toMatchObject({ items: [21, 22, 23], from: 21, to: 23, page: 5 });
  });

  it('clamps a page that no longer exists (after a delete or a search)', () => {
    expect(paginate(list, 9, 10)).toMatchObject({ page: 3, from: 21, to: 23 });
    expect(paginate([], 3, 5)).toMatchObject({ page: 1, from: 0, to: 0, total: 0, totalPages: 1 });
  });
});
