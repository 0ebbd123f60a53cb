import { type LazyPage, lazyPage } from './lazy-page';

// The route tables of platform §2. Every page is a separate chunk, so a visitor downloads the landing page and
// nothing of the signed-in app.

export interface PageRoute {
  path: string | RegExp;
  page: LazyPage;
  /** replaced by the waitlist while maintenance mode is on (API.md copy decisions) */
  maintenance?: boolean;
  /** the page draws its own top bar (the landing page) */
  ownHeader?: boolean;
}

export const pages = {
  landing: lazyPage(() => import('@/web/features/landing/components/landing-page'), 'LandingPage'),
  auth: lazyPage(() => import('@/web/features/auth/components/auth-page'), 'AuthPage'),
  logout: lazyPage(() => import('@/web/features/auth/components/logout-page'), 'LogoutPage'),
  resetPassword: lazyPage(() => import('@/web/features/auth/components/reset-password-page'), 'ResetPasswordPage'),
  waitlist: lazyPage(() => import('@/web/features/waitlist/components/waitlist-page'), 'WaitlistPage'),
  upload: lazyPage(() => import('@/web/features/upload/components/upload-page'), 'UploadPage'),
  reports: lazyPage(() => import('./pages/reports-route'), 'ReportsRoute'),
  analysis: lazyPage(() => import('./pages/analysis-route'), 'AnalysisRoute'),
  compare: lazyPage(() => import('@/web/features/compare/components/compare-page'), 'ComparePage'),
  contractors: lazyPage(() => import('@/web/features/contractors/components/contractors-page'), 'ContractorsPage'),
  credits: lazyPage(() => import('@/web/features/credits/components/credits-page'), 'CreditsPage'),
  purchaseCredits: lazyPage(
    () => import('@/web/features/credits/components/purchase-credits-page'),
    'PurchaseCreditsPage',
  ),
  purchaseSuccess: lazyPage(
    () => import('@/web/features/credits/components/purchase-success-page'),
    'PurchaseSuccessPage',
  ),
  purchaseCancelled: lazyPage(
    () => import('@/web/features/credits/components/purchase-cancelled-page'),
    'PurchaseCancelledPage',
  ),
  testCheckout: lazyPage(() => import('@/web/features/credits/components/test-checkout-page'), 'TestCheckoutPage'),
  settings: lazyPage(() => import('@/web/features/settings/components/settings-page'), 'SettingsPage'),
  notifications: lazyPage(
    () => import('@/web/features/notifications/components/notifications-page'),
    'NotificationsPage',
  ),
  blog: lazyPage(() => import('@/web/features/blog/components/blog-page'), 'BlogPage'),
  blogPost: lazyPage(() => import('@/web/features/blog/components/blog-post-page'), 'BlogPostPage'),
  privacy: lazyPage(() => import('@/web/features/static-pages/components/privacy-page'), 'PrivacyPage'),
  terms: lazyPage(() => import('@/web/features/static-pages/components/terms-page'), 'TermsPage'),
  help: lazyPage(() => import('@/web/features/static-pages/components/help-page'), 'HelpPage'),
  developers: lazyPage(() => import('@/web/features/developers/components/developers-page'), 'DevelopersPage'),
  press: lazyPage(() => import('@/web/features/static-pages/components/press-page'), 'PressPage'),
  comingSoon: lazyPage(() => import('@/web/features/static-pages/components/coming-soon-page'), 'ComingSoonPage'),
  swCleanup: lazyPage(() => import('@/web/features/session-tools/components/sw-cleanup-page'), 'SwCleanupPage'),
  switchAccount: lazyPage(
    () => import('@/web/features/session-tools/components/switch-account-page'),
    'SwitchAccountPage',
  ),
  mobileLogout: lazyPage(
    () => import('@/web/features/session-tools/components/mobile-logout-page'),
    'MobileLogoutPage',
  ),
  newRepairRequest: lazyPage(
    () => import('@/web/features/repair-requests/components/repair-request-builder-page'),
    'NewRepairRequestPage',
  ),
  editRepairRequest: lazyPage(
    () => import('@/web/features/repair-requests/components/repair-request-builder-page'),
    'EditRepairRequestPage',
  ),
  repairRequestPrint: lazyPage(
    () => import('@/web/features/repair-requests/components/repair-request-print-page'),
    'RepairRequestPrintPage',
  ),
  shared: lazyPage(() => import('@/web/features/repair-requests/components/shared-page'), 'SharedPage'),
  adminReports: lazyPage(() => import('@/web/features/admin/components/admin-reports-page'), 'AdminReportsPage'),
  adminReport: lazyPage(() => import('@/web/features/admin/components/admin-report-page'), 'AdminReportPage'),
  adminCostMatchTester: lazyPage(
    () => import('@/web/features/admin/components/admin-cost-match-tester-page'),
    'AdminCostMatchTesterPage',
  ),
  adminMessages: lazyPage(() => import('@/web/features/admin/components/admin-messages-page'), 'AdminMessagesPage'),
};

// Pages both audiences can open.
const PUBLIC_ROUTES: PageRoute[] = [
  { path: '/privacy', page: pages.privacy },
  { path: '/terms', page: pages.terms },
  { path: '/help', page: pages.help },
  { path: '/blog', page: pages.blog },
  { path: '/blog/:slug', page: pages.blogPost },
  { path: '/coming-soon', page: pages.comingSoon },
  { path: '/press', page: pages.press },
  { path: '/developers', page: pages.developers },
  { path: '/sw-cleanup', page: pages.swCleanup },
  { path: '/mobile-logout', page: pages.mobileLogout },
  { path: '/switch-account', page: pages.switchAccount },
  { path: '/purchase-success', page: pages.purchaseSuccess },
  { path: '/purchase-cancelled', page: pages.purchaseCancelled },
  // the emailed reset link: it works whether or not this browser is signed in
  { path: '/reset-password', page: pages.resetPassword },
];

/** Report ids are numeric; anything else is not a report route and falls through to the 404 page. */
export const REPORT_PATH = /^\/reports\/(?<id>\d+)\/?$/i;
export const REPORT_ANALYSIS_PATH = /^\/reports\/(?<id>\d+)\/analysis\/?$/i;

export const NEW_REPAIR_REQUEST_PATH = /^\/reports\/(?<id>\d+)\/repair-requests\/new\/?$/i;
export const REPAIR_REQUEST_PATH = /^\/repair-requests\/(?<id>\d+)\/?$/i;
export const REPAIR_REQUEST_PRINT_PATH = /^\/repair-requests\/(?<id>\d+)\/print\/?$/i;

/**
 * Pages drawn without the app's header and footer, for either audience: the printable repair request (its own
 * page flow; the API answers a signed-out visitor 401 and the page says so) and a read-only share link.
 */
export const BARE_ROUTES: PageRoute[] = [
  { path: REPAIR_REQUEST_PRINT_PATH, page: pages.repairRequestPrint },
  { path: '/shared/:token', page: pages.shared },
];

export const SIGNED_IN_ROUTES: PageRoute[] = [
  { path: '/', page: pages.upload, maintenance: true },
  { path: '/reports', page: pages.reports, maintenance: true },
  { path: '/reports/compare', page: pages.compare, maintenance: true },
  { path: REPORT_PATH, page: pages.analysis, maintenance: true },
  { path: REPORT_ANALYSIS_PATH, page: pages.analysis, maintenance: true },
  { path: NEW_REPAIR_REQUEST_PATH, page: pages.newRepairRequest, maintenance: true },
  { path: REPAIR_REQUEST_PATH, page: pages.editRepairRequest, maintenance: true },
  { path: '/contractors', page: pages.contractors, maintenance: true },
  { path: '/credits', page: pages.credits, maintenance: true },
  { path: '/purchase-credits', page: pages.purchaseCredits, maintenance: true },
  { path: '/settings', page: pages.settings, maintenance: true },
  { path: '/notifications', page: pages.notifications, maintenance: true },
  { path: '/checkout/test/:id', page: pages.testCheckout },
  { path: '/logout', page: pages.logout },
  // the server checks the admin role; the admin pages show their own 403 state to other users
  { path: '/admin/reports', page: pages.adminReports },
  { path: '/admin/reports/:id', page: pages.adminReport },
  // the spec's URL for the cost-match tester
  { path: '/admin/bni-test', page: pages.adminCostMatchTester },
  { path: '/admin/messages', page: pages.adminMessages },
  ...PUBLIC_ROUTES,
];

/** Signed-out visitors: these, /login → /auth, and the landing page for every other path. */
export const VISITOR_ROUTES: PageRoute[] = [
  { path: '/', page: pages.landing, ownHeader: true },
  { path: '/auth', page: pages.auth, maintenance: true },
  ...PUBLIC_ROUTES,
];
