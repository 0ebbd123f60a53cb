export type PageItem = number | 'ellipsis';

export const PAGE_SIZES = [5, 10, 15, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;

/** report-lifecycle §2: page 1, the last page and every page within 2 of the current one, gaps as ellipses. */
export const pageItems = (current: number, totalPages: number): PageItem[] => {
  const items: PageItem[] = [];
  let previous = 0;
  for (let page = 1; page <= totalPages; page++) {
    if (page !== 1 && page !== totalPages && Math.abs(page - current) > 2) continue;
    if (page - previous > 1) items.push('ellipsis');
    items.push(page);
    previous = page;
  }
  return items;
};

/** The slice of a list for one page, with the "Showing X to Y of Z" figures (the page clamped into range). */
export const paginate = <T>(items: readonly T[], page: number, pageSize: number) => {
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * pageSize;
  const pageItemsList = items.slice(start, start + pageSize);
  return {
    items: pageItemsList,
    page: current,
    totalPages,
    from: total === 0 ? 0 : start + 1,
    to: start + pageItemsList.length,
    total,
  };
};
