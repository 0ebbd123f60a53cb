// Every query key of the app in one place. A key is the URL it reads, in parts (['/api/reports', 7, 'analysis'] is
// GET /api/reports/7/analysis: lib/api-client's urlFromQueryKey, which the default query function fetches), so the
// paths here are the server's routes (API.md). Features read, invalidate and seed the cache through these builders;
// no component types a path. Every key of a report starts with the list's, so invalidating `reports` (not exact)
// reaches a report's analysis, status, messages, questions, repair requests and share links too.
//
// Why the paths are written here and not imported from src/contracts: the server registers its routes as literal
// paths in each module's routes.ts, and the contracts hold the schemas, not a path table. What keeps the two in
// step is query-keys.int.test.ts: it builds the server app, records every route it registers (createTestApp's
// onRoute) and fails for a key whose URL is no GET route. The keys in REPORT_VIEW_KEYS and PREFIX_KEYS are the only
// ones that are not URLs.

const REPORTS = '/api/reports';
const ADMIN = '/api/admin';

export const queryKeys = {
  session: ['/api/auth/session'],
  siteConfig: ['/api/site-config'],
  maintenanceStatus: ['/api/maintenance-status'],
  openApi: ['/api/openapi.json'],
  onboarding: ['/api/onboarding'],
  notifications: ['/api/notifications'],
  settings: ['/api/settings'],
  apiTokens: ['/api/tokens'],
  webhook: ['/api/webhook'],

  creditBalance: ['/api/credits/balance'],
  creditTransactions: ['/api/credits/transactions'],
  creditPackages: ['/api/credits/packages'],
  checkoutSession: (sessionId: string) => ['/api/checkout-session', sessionId],
  localCheckout: (sessionId: string) => ['/api/checkout/test', sessionId],

  /** GET /api/reports: the whole list */
  reports: [REPORTS],
  /** the list page by page (with `{ limit, q }` after it) */
  reportPages: [REPORTS, 'pages'],
  recentReports: [REPORTS, 'recent'],
  latestReport: [REPORTS, 'latest'],
  report: (reportId: number) => [REPORTS, reportId],
  reportAnalysis: (reportId: number) => [REPORTS, reportId, 'analysis'],
  reportStatus: (reportId: number) => [REPORTS, reportId, 'status'],
  reportMessages: (reportId: number) => [REPORTS, reportId, 'messages'],
  reportQuestions: (reportId: number) => [REPORTS, reportId, 'questions'],
  repairRequests: (reportId: number) => [REPORTS, reportId, 'repair-requests'],
  shareLinks: (reportId: number) => [REPORTS, reportId, 'share-links'],
  repairRequest: (requestId: number) => ['/api/repair-requests', requestId],
  shared: (token: string) => ['/api/shared', token],

  adminStats: [`${ADMIN}/stats`],
  /** the admin lists (with `{ search, page, pageSize }` after them) */
  adminReports: [`${ADMIN}/reports`],
  adminUsers: [`${ADMIN}/users`],
  adminMessages: [`${ADMIN}/messages`],
  adminEmails: [`${ADMIN}/emails`],
  adminFullReport: (reportId: number) => [`${ADMIN}/reports`, reportId, 'full'],
  adminCostMatch: (query: object) => [`${ADMIN}/cost-match`, query],
} as const;

/**
 * Keys that name a view of GET /api/reports rather than a URL: their query functions fetch the list with parameters
 * (a page of a search, the newest three, the newest one). They start with the list's path so that invalidating
 * `reports` reaches them.
 */
export const REPORT_VIEW_KEYS = [
  'reportPages',
  'recentReports',
  'latestReport',
] as const satisfies readonly (keyof typeof queryKeys)[];

/**
 * Keys that are never fetched, only invalidated or removed: `report(id)` is the prefix of every key of one report
 * (its analysis, status, messages…), so a retry refreshes them all and a delete drops them all.
 */
export const PREFIX_KEYS = ['report'] as const satisfies readonly (keyof typeof queryKeys)[];

/** Whether a query is about reports: the list, or one report's analysis, status, messages… */
export const isReportQuery = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith(REPORTS);
