/** The list's page sizes (report-lifecycle §2): the `limit` of each page the server sends. */
export const PAGE_SIZES = [5, 10, 15, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;
