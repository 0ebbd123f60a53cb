import type { User } from '@/contracts/auth';
import type { CreditPackage } from '@/contracts/credits';
import type { ReportListItem } from '@/contracts/reports';
import type { MaintenanceStatus } from '@/contracts/site';
import { type FakeHandler, json } from './fake-api';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'casey',
  email: 'casey@example.com',
  firstName: 'Casey',
  lastName: 'Morgan',
  phone: null,
  address: null,
  company: null,
  role: 'user',
  createdAt: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

/** Handlers for the two calls every page load makes: the session and the maintenance flag. */
export const sessionHandlers = ({
  user = null,
  maintenance = false,
}: { user?: User | null; maintenance?: boolean } = {}): Record<string, FakeHandler> => ({
  'GET /api/auth/session': () => json(200, { user: user ?? null }),
  'GET /api/maintenance-status': () =>
    json(200, { isMaintenanceMode: maintenance, debug: 'test' } satisfies MaintenanceStatus),
});

/** Two credit packages: a single report, and a three-report pack marked popular. */
export const TEST_CREDIT_PACKAGES: CreditPackage[] = [
  {
    id: 1,
    name: 'Single Report',
    description: 'One',
    priceInCents: 2900,
    credits: 1,
    savingsPercent: 0,
    popular: false,
  },
  {
    id: 2,
    name: 'Home Buyer Pack',
    description: 'Three',
    priceInCents: 6900,
    credits: 3,
    savingsPercent: 21,
    popular: true,
  },
];

/** A report as the list shows it: completed and unlocked unless `overrides` say otherwise. */
export const testReportListItem = (overrides: Partial<ReportListItem> = {}): ReportListItem => ({
  id: 5,
  filename: 'report-5.pdf',
  uploadedAt: '2026-03-01T12:00:00.000Z',
  status: 'completed',
  stage: 'done',
  failureReason: null,
  hasFullAccess: true,
  summary: {
    totalDeficiencies: 4,
    severityCount: { critical: 1, major: 2, minor: 1 },
    totalCostRange: { min: 1200, max: 3400 },
    categoriesAffected: 2,
    categories: ['Roofing', 'Plumbing'],
  },
  enhancedData: { propertyAddress: '5 Elm Street, Austin, TX 78701', contractors: { roofer: 2, plumber: 1 } },
  ...overrides,
});

/** The same, locked: the list says nothing of its issues until it is unlocked (the server's teaser rule). */
export const testLockedReportListItem = (overrides: Partial<ReportListItem> = {}): ReportListItem => {
  const { summary } = testReportListItem();
  return testReportListItem({
    hasFullAccess: false,
    summary: { ...summary, totalDeficiencies: null, severityCount: null },
    ...overrides,
  });
};
