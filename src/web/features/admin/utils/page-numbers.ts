export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page 1, the last page and the pages within 2 of the current one, with ellipses between (platform §9). */
export const pageNumbers = (current: number, totalPages: number): PageItem[] => {
  const items: PageItem[] = [];
  for (let page = 1; page <= totalPages; page++) {
    if (page === 1 || page === totalPages || Math.abs(page - current) <= 2) items.push(page);
    else if (page < current && items.at(-1) !== 'ellipsis-start') items.push('ellipsis-start');
    else if (page > current && items.at(-1) !== 'ellipsis-end') items.push('ellipsis-end');
  }
  return items;
};

export const totalPagesFor = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** "Showing 21 to 40 of 57 results" */
export const showingText = (page: number, pageSize: number, total: number): string => {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from} to ${to} of ${total} results`;
};
