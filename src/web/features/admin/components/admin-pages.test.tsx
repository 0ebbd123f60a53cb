import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import type {
  AdminEmailList,
  AdminCostMatchResponse,
  AdminFullReport,
  AdminMessageList,
  AdminReportList,
  AdminStats,
  AdminUserList,
} from '@/contracts/admin';
import type { Deficiency } from '@/contracts/reports';
import { type FakeHandler, installFakeApi, json } from '@/testing/web/fake-api';
import { sessionHandlers, testUser } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { AdminCostMatchTesterPage } from './admin-cost-match-tester-page';
import { AdminMessagesPage } from './admin-messages-page';
import { AdminReportPage } from './admin-report-page';
import { AdminReportsPage } from './admin-reports-page';
import { MAINTENANCE_CONFIRM } from './maintenance-card';

const admin = testUser({ id: 1, username: 'boss', role: 'admin' });
const plain = testUser({ id: 2, username: 'casey', role: 'user' });

const STATS: AdminStats = { users: 12, reports: 34, completed: 30, failed: 3, creditsSold: 57, messagesSent: 8 };

const REPORTS: AdminReportList = {
  total: 2,
  rows: [
    {
      id: 41,
      username: 'olive',
      email: 'olive@example.com',
      filename: 'maple-street.pdf',
      status: 'completed',
      deficiency_count: 7,
      total_cost: 4350,
      cost_min: 3100,
      cost_max: 5600,
      uploaded_at: '2026-03-04T10:00:00.000Z',
    },
    {
      id: 40,
      username: 'pat',
      email: 'pat@example.com',
      filename: 'oak-lane.pdf',
      status: 'processing',
      deficiency_count: 0,
      total_cost: 0,
      cost_min: 0,
      cost_max: 0,
      uploaded_at: '2026-03-03T10:00:00.000Z',
    },
  ],
};

const USERS: AdminUserList = {
  total: 1,
  rows: [
    {
      id: 9,
      username: 'olive',
      email: 'olive@example.com',
      firstName: 'Olive',
      lastName: 'Owens',
      reportCount: 3,
      creditBalance: 2,
      createdAt: '2026-01-02T10:00:00.000Z',
    },
  ],
};

const deficiency = (overrides: Partial<Deficiency>): Deficiency => ({
  id: 1,
  category: 'Electrical',
  categoryKey: 'electrical',
  severity: 'critical',
  location: 'Garage',
  description: 'Double-tapped breaker',
  recommendation: 'Have an electrician correct it.',
  repairMethod: null,
  quantity: 2,
  unitType: 'each',
  unitOptions: [{ unitType: 'each', factor: 1 }],
  excluded: false,
  page: 4,
  quote: 'Two conductors on one breaker.',
  inspectorLabel: 'Safety Hazard',
  confidence: 0.9,
  trade: 'electrician',
  costEstimate: null,
  contractorIds: [],
  ...overrides,
});

const FULL: AdminFullReport = {
  report: {
    id: 41,
    filename: 'maple-street.pdf',
    uploadedAt: '2026-03-04T10:00:00.000Z',
    propertyAddress: '12 Maple St, Austin, TX 78745',
    status: 'completed',
    inspectionDate: '2026-03-01',
    failureReason: null,
    unlockedAt: null,
  },
  user: { id: 9, username: 'olive', email: 'olive@example.com', firstName: 'Olive', lastName: 'Owens' },
  analysis: {
    summary: {
      totalDeficiencies: 2,
      severityCount: { critical: 1, major: 0, minor: 1 },
      totalCostRange: { min: 300, max: 900 },
      categoriesAffected: 2,
      categories: ['Electrical', 'Plumbing'],
    },
    deficiencies: [
      deficiency({ id: 1, contractorIds: ['dir_1'] }),
      deficiency({
        id: 2,
        category: 'Plumbing',
        categoryKey: 'plumbing',
        severity: 'minor',
        description: 'Slow drain at the tub',
        trade: 'plumber',
        excluded: true,
      }),
    ],
    contractors: {
      electrician: [
        {
          id: 'dir_1',
          placeId: null,
          name: 'Bright Spark Electric',
          category: 'electrician',
          rating: 4.7,
          reviewCount: 120,
          distance: 1500,
          address: '1 Main St, Austin, TX',
          phone: '+15125550100',
          website: null,
          isOpen: true,
          priceLevel: 2,
          isDemo: true,
          source: 'directory',
        },
      ],
    },
  },
};

const dashboardHandlers = (extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  ...sessionHandlers({ user: admin }),
  'GET /api/admin/stats': () => json(200, STATS),
  'GET /api/admin/reports': () => json(200, REPORTS),
  'GET /api/admin/users': () => json(200, USERS),
  ...extra,
});

const renderReportPage = (path: string) =>
  renderWithApp(
    <Route path="/admin/reports/:id">
      <AdminReportPage />
    </Route>,
    { path },
  );

describe('admin pages for a user without the admin role', () => {
  it.each([
    ['/admin/reports', <AdminReportsPage key="a" />],
    ['/admin/bni-test', <AdminCostMatchTesterPage key="b" />],
    ['/admin/messages', <AdminMessagesPage key="c" />],
  ])('%s shows the 403 page and asks the admin API nothing', async (path, page) => {
    const api = installFakeApi(sessionHandlers({ user: plain }));
    renderWithApp(page, { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('shows the 403 page on a report page too', async () => {
    installFakeApi(sessionHandlers({ user: plain }));
    renderReportPage('/admin/reports/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});

describe('AdminReportsPage', () => {
  it('shows the stat cards and every user’s reports, and links each to its full view', async () => {
    installFakeApi(dashboardHandlers());
    renderWithApp(<AdminReportsPage />, { path: '/admin/reports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-creditsSold')).toHaveTextContent('57');
    expect(screen.getByTestId('stat-users')).toHaveTextContent('12');
    const table = await screen.findByRole('table', { name: 'Reports' });
    const row = within(table).getByText('maple-street.pdf').closest('tr')!;
    expect(within(row).getByText('olive@example.com')).toBeInTheDocument();
    expect(within(row).getByText('$3,100 – $5,600')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'maple-street.pdf' })).toHaveAttribute('href', '/admin/reports/41');
    // a report being analysed cannot be re-run
    const processing = within(table).getByText('oak-lane.pdf').closest('tr')!;
    expect(within(processing).getByRole('button', { name: /Re-run analysis of report 40/ })).toBeDisabled();
  });

  it('searches after typing pauses, from page 1', async () => {
    const api = installFakeApi(dashboardHandlers());
    renderWithApp(<AdminReportsPage />, { path: '/admin/reports' });
    await screen.findByText('maple-street.pdf');
    await userEvent.type(screen.getByLabelText('Search reports'), 'olive');
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.path === '/api/admin/reports' && r.url.searchParams.get('search') === 'olive'),
      ).toBe(true),
    );
    const searched = api.requests.filter((r) => r.url.searchParams.get('search') === 'olive');
    // one request for the whole word, not one per keystroke
    expect(searched).toHaveLength(1);
    expect(searched[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('re-runs a report and says so', async () => {
    const api = installFakeApi(
      dashboardHandlers({ 'POST /api/admin/reports/41/retry': () => json(200, { status: 'processing' }) }),
    );
    renderWithApp(<AdminReportsPage />, { path: '/admin/reports' });
    await userEvent.click(await screen.findByRole('button', { name: /Re-run analysis of report 41/ }));
    expect(await screen.findByText('Analysis restarted')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/admin/reports/41/retry')).toBe(true);
  });

  it('grants credits from the Users tab with an amount and a reason', async () => {
    const api = installFakeApi(
      dashboardHandlers({ 'POST /api/admin/users/9/credits': () => json(200, { userId: 9, balance: 7 }) }),
    );
    renderWithApp(<AdminReportsPage />, { path: '/admin/reports' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Olive Owens')).toBeInTheDocument();
    expect(within(table).getByTestId('credits-9')).toHaveTextContent('2');
    await userEvent.click(within(table).getByRole('button', { name: 'Grant credits to olive' }));

    const dialog = await screen.findByRole('dialog', { name: 'Grant credits to olive' });
    const amount = within(dialog).getByLabelText('Credits');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(within(dialog).getByText('Amount must not be zero.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Refund for a bad scan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(await screen.findByText('olive now has 7 credits.')).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/admin/users/9/credits');
    expect(post.body).toEqual({ amount: 5, reason: 'Refund for a bad scan' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failed grant with the server message and keeps the dialog open', async () => {
    installFakeApi(
      dashboardHandlers({
        'POST /api/admin/users/9/credits': () => json(409, { message: 'The balance cannot go below zero.' }),
      }),
    );
    renderWithApp(<AdminReportsPage />, { path: '/admin/reports' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Grant credits to olive' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(await screen.findByText('Grant failed')).toBeInTheDocument();
    expect(screen.getAllByText('The balance cannot go below zero.').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('switches maintenance mode through the admin endpoint', async () => {
    const api = installFakeApi(
      dashboardHandlers({
        'PUT /api/admin/maintenance': (request) =>
          json(200, {
            isMaintenanceMode: (request.body as { enabled: boolean }).enabled,
            debug: 'admin setting',
            changedAt: '2026-03-05T15:30:00.000Z',
          }),
      }),
    );
    renderWithApp(<AdminReportsPage />, { path: '/admin/reports' });
    const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    // it asks first: Cancel changes nothing
    let confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(MAINTENANCE_CONFIRM.on)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Maintenance mode on')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    // when it was switched, readable (not an ISO timestamp)
    expect(screen.getByText(/Switched on by an admin on/)).toHaveTextContent(/Mar 5, 2026/);
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ enabled: true });
  });

  it('shows a failing list as the status plus the server text', async () => {
    installFakeApi(dashboardHandlers({ 'GET /api/admin/reports': () => json(500, { message: 'Database on fire' }) }));
    renderWithApp(<AdminReportsPage />, { path: '/admin/reports' });
    expect(await screen.findByText('500: Database on fire', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('AdminReportPage', () => {
  it("shows any user's report in full: owner, summary, findings by category and contractors", async () => {
    installFakeApi({ ...sessionHandlers({ user: admin }), 'GET /api/admin/reports/41/full': () => json(200, FULL) });
    renderReportPage('/admin/reports/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'maple-street.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Report #41 · olive')).toBeInTheDocument();
    expect(screen.getByText('12 Maple St, Austin, TX 78745')).toBeInTheDocument();
    expect(screen.getByText('Locked: the owner sees the teaser')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'olive@example.com' })).toBeInTheDocument();
    expect(screen.getByText('$300 – $900')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Electrical/ })).toBeInTheDocument();
    expect(screen.getByText('Double-tapped breaker')).toBeInTheDocument();
    expect(screen.getByText('Excluded by the owner')).toBeInTheDocument();
    expect(screen.getByText('Bright Spark Electric')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Re-run analysis of report 41/ })).toBeEnabled();
  });

  it("says 'Invalid report ID' for an id that is not a number, without asking the server", async () => {
    const api = installFakeApi(sessionHandlers({ user: admin }));
    renderReportPage('/admin/reports/abc');
    expect(await screen.findByRole('heading', { name: 'Invalid report ID' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/admin'))).toEqual([]);
  });

  it("says 'Error Loading Report' with the status and the server text", async () => {
    installFakeApi({
      ...sessionHandlers({ user: admin }),
      'GET /api/admin/reports/77/full': () => json(404, { message: 'Report not found.' }),
    });
    renderReportPage('/admin/reports/77');
    expect(await screen.findByRole('heading', { name: 'Error Loading Report' })).toBeInTheDocument();
    expect(screen.getByText('404: Report not found.')).toBeInTheDocument();
  });

  it('shows the 403 page when the server refuses', async () => {
    installFakeApi({
      ...sessionHandlers({ user: admin }),
      'GET /api/admin/reports/41/full': () => json(403, { message: 'Admin access required.' }),
    });
    renderReportPage('/admin/reports/41');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});

describe('AdminCostMatchTesterPage (/admin/bni-test)', () => {
  const RESULT: AdminCostMatchResponse = {
    match: {
      itemCode: 'ELEC-DOUBLE-TAP',
      itemName: 'Correct a double-tapped breaker',
      category: 'electrical',
      trade: 'electrician',
      unit: 'each',
      priorityScore: 3,
      matchedKeywords: ['double tap', 'breaker'],
      totalKeywords: 6,
    },
    region: 'Austin, TX 78745 · TX labor index 0.84',
    estimate: {
      minCost: 150,
      averageCost: 210,
      maxCost: 280,
      laborCost: 180,
      materialCost: 30,
      currency: 'USD',
      sourceKey: 'punchlist-catalog',
      sourceLabel: 'Punchlist catalog 2026.1 · BLS wages · TX labor index 0.84',
      region: 'Austin, TX 78745 · TX labor index 0.84',
      urgency: 'medium',
      priorityScore: 3,
      matchedKeywords: ['double tap', 'breaker'],
      totalKeywords: 6,
      bniItemCode: 'ELEC-DOUBLE-TAP',
      bniDescription: 'Correct a double-tapped breaker',
      uncertaintyPct: 20,
      materialCitations: [],
      laborCitations: [{ url: 'https://www.bls.gov/oes/', label: 'BLS OEWS electricians' }],
    },
    quantity: 1,
    unitType: 'each',
    catalogVersion: '2026.1',
  };

  it('checks the text and ZIP, then shows the item, score, keywords and regional price', async () => {
    const api = installFakeApi({
      ...sessionHandlers({ user: admin }),
      'GET /api/admin/cost-match': () => json(200, RESULT),
    });
    renderWithApp(<AdminCostMatchTesterPage />, { path: '/admin/bni-test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Find match' }));
    expect(screen.getByText('Type a finding to match.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Finding text'), 'Double tapped breaker in the panel');
    await userEvent.type(screen.getByLabelText('ZIP code'), '7874');
    await userEvent.click(screen.getByRole('button', { name: 'Find match' }));
    expect(screen.getByText('ZIP must be 5 digits.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/admin/cost-match')).toBe(false);

    await userEvent.type(screen.getByLabelText('ZIP code'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Find match' }));
    expect(await screen.findByTestId('cost-match-item')).toHaveTextContent('Correct a double-tapped breaker');
    expect(screen.getByTestId('cost-match-score')).toHaveTextContent('3');
    expect(screen.getByText('2 of 6 keywords', { exact: false })).toBeInTheDocument();
    const keywords = screen.getByRole('list', { name: 'Matched keywords' });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['double tap', 'breaker']);
    expect(screen.getByTestId('cost-match-region')).toHaveTextContent('TX labor index 0.84');
    expect(screen.getAllByText('$150 – $280').length).toBeGreaterThan(0);
    const request = api.requests.find((r) => r.path === '/api/admin/cost-match')!;
    expect(request.url.searchParams.get('text')).toBe('Double tapped breaker in the panel');
    expect(request.url.searchParams.get('zip')).toBe('78745');
    expect(request.url.searchParams.get('severity')).toBe('major');
    expect(request.url.searchParams.has('category')).toBe(false);
  });

  it('says when nothing matched', async () => {
    installFakeApi({
      ...sessionHandlers({ user: admin }),
      'GET /api/admin/cost-match': () =>
        json(200, { ...RESULT, match: null, estimate: null, region: 'US national average' }),
    });
    renderWithApp(<AdminCostMatchTesterPage />, { path: '/admin/bni-test' });
    await userEvent.type(await screen.findByLabelText('Finding text'), 'qwerty');
    await userEvent.click(screen.getByRole('button', { name: 'Find match' }));
    expect(await screen.findByText('No catalog item matched')).toBeInTheDocument();
  });
});

describe('AdminMessagesPage', () => {
  it('lists the SMS outbox with recipient, sender, text and status', async () => {
    const messages: AdminMessageList = {
      total: 1,
      rows: [
        {
          id: 3,
          userId: 9,
          username: 'olive',
          reportId: 41,
          deficiencyId: 1,
          contractorId: 'dir_1',
          contractorName: 'Bright Spark Electric',
          to: '+15125550100',
          body: 'Hi Bright Spark Electric, a homeowner needs a breaker fixed.',
          provider: 'outbox',
          status: 'stored',
          error: null,
          createdAt: '2026-03-04T10:00:00.000Z',
        },
      ],
    };
    installFakeApi({ ...sessionHandlers({ user: admin }), 'GET /api/admin/messages': () => json(200, messages) });
    renderWithApp(<AdminMessagesPage />, { path: '/admin/messages' });
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(await within(table).findByText('Bright Spark Electric')).toBeInTheDocument();
    expect(within(table).getByText('+15125550100')).toBeInTheDocument();
    expect(within(table).getByText(/a homeowner needs a breaker fixed/)).toBeInTheDocument();
    // the status shows in its column, and under the recipient on a phone
    expect(within(table).getAllByText('stored').length).toBeGreaterThan(0);
    expect(within(table).getByRole('link', { name: 'Report #41' })).toHaveAttribute('href', '/admin/reports/41');
  });

  it('lists emails to users in the Email tab, reset link included', async () => {
    const emails: AdminEmailList = {
      total: 1,
      rows: [
        {
          id: 7,
          userId: 9,
          username: 'olive',
          to: 'olive@example.com',
          subject: 'Reset your Punchlist password',
          body: 'Choose a new password here:\nhttp://localhost:3000/reset-password?token=abc',
          provider: 'outbox',
          status: 'stored',
          error: null,
          createdAt: '2026-03-04T10:00:00.000Z',
        },
      ],
    };
    installFakeApi({
      ...sessionHandlers({ user: admin }),
      'GET /api/admin/messages': () => json(200, { total: 0, rows: [] }),
      'GET /api/admin/emails': () => json(200, emails),
    });
    renderWithApp(<AdminMessagesPage />, { path: '/admin/messages' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Email' }));
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(await within(table).findByText('olive@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Reset your Punchlist password')).toBeInTheDocument();
    expect(within(table).getByText(/reset-password\?token=abc/)).toBeInTheDocument();
  });
});
