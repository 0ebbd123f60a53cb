import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreditPackage, CreditTransaction } from '@/contracts/credits';
import type { ReportListItem } from '@/contracts/reports';
import { type FakeHandler, installFakeApi, json } from '@/testing/web/fake-api';
import { TEST_CREDIT_PACKAGES, testLockedReportListItem } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { CreditsPage } from './credits-page';

const PACKAGES: CreditPackage[] = [
  ...TEST_CREDIT_PACKAGES,
  {
    id: 3,
    name: 'Professional Pack',
    description: 'Ten',
    priceInCents: 19900,
    credits: 10,
    savingsPercent: 31,
    popular: false,
  },
];

const TRANSACTIONS: CreditTransaction[] = [
  {
    id: 3,
    type: 'usage',
    description: 'Unlocked report: oak.pdf',
    amount: -1,
    createdAt: '2026-03-05T12:07:00.000Z',
    reportId: 8,
  },
  {
    id: 2,
    type: 'other',
    description: 'Credit grant: Signup bonus',
    amount: 1,
    createdAt: '2026-03-04T10:00:00.000Z',
    reportId: null,
  },
  {
    id: 1,
    type: 'purchase',
    description: 'Purchased Home Buyer Pack (3 credits)',
    amount: 3,
    createdAt: '2026-03-04T09:00:00.000Z',
    reportId: null,
  },
];

const report = (id: number, filename: string, overrides: Partial<ReportListItem> = {}): ReportListItem =>
  testLockedReportListItem({ id, filename, enhancedData: { propertyAddress: null, contractors: {} }, ...overrides });

const setup = (
  {
    balance = 3,
    path = '/credits',
    reports = [report(12, 'maple.pdf'), report(8, 'oak.pdf', { hasFullAccess: true })],
  } = {},
  extra: Record<string, FakeHandler> = {},
) => {
  const api = installFakeApi({
    'GET /api/credits/balance': () => json(200, { balance, totalPurchased: 4, totalUsed: 1 }),
    'GET /api/credits/transactions': () => json(200, TRANSACTIONS),
    'GET /api/credits/packages': () => json(200, PACKAGES),
    'GET /api/reports': () => json(200, reports),
    ...extra,
  });
  return { api, ...renderWithApp(<CreditsPage />, { path }) };
};

describe('CreditsPage', () => {
  it('shows the balance, totals, packages and the history with en-US dates', async () => {
    setup();
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('3 credits');
    const totals = screen.getByRole('region', { name: 'Credit balance' });
    expect(within(totals).getByText('Total purchased').nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText('Total used').nextSibling).toHaveTextContent('1');

    const history = await screen.findByRole('list', { name: 'Transactions' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/Unlocked|Credit grant|Purchased/).textContent)).toEqual([
      'Unlocked report: oak.pdf',
      'Credit grant: Signup bonus',
      'Purchased Home Buyer Pack (3 credits)',
    ]);
    expect(within(rows[0]!).getByText(/^Mar 5, 2026/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('−1')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('+3')).toBeInTheDocument();
    // what a screen reader says for the signed amount
    expect(within(rows[0]!).getByText('minus 1 credit')).toHaveClass('sr-only');
    expect(within(rows[2]!).getByText('plus 3 credits')).toHaveClass('sr-only');
    expect(within(rows[0]!).getByRole('link', { name: 'View report' })).toHaveAttribute('href', '/reports/8');

    expect(await screen.findByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('$19.90 per credit')).toBeInTheDocument();
    expect(screen.getByText('Save $91.00 (31%)')).toBeInTheDocument();
  });

  it('unlocks the report chosen by ?report=, says "Success!" and opens the report', async () => {
    const { api, currentPath } = setup(
      { path: '/credits?report=12' },
      { 'POST /api/reports/12/purchase': () => json(200, { alreadyPurchased: false, balance: 2 }) },
    );
    const button = await screen.findByRole('button', { name: 'Unlock Report (1 credit)' });
    expect(screen.getByRole('combobox', { name: 'Report to unlock' })).toHaveTextContent('maple.pdf');
    await userEvent.click(button);
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Report unlocked successfully. You can now view full details.')).toBeInTheDocument();
    expect(currentPath()).toBe('/reports/12');
    expect(api.requests.filter((r) => r.path === '/api/reports/12/purchase')).toHaveLength(1);
  });

  it("shows 'Purchase Failed' with the server message, or 'Failed to unlock report. Please try again.'", async () => {
    let answer: () => Response = () =>
      json(409, { message: 'This report can be unlocked once its analysis has completed.' });
    setup({ path: '/credits?report=12' }, { 'POST /api/reports/12/purchase': () => answer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock Report (1 credit)' }));
    expect(await screen.findByText('Purchase Failed')).toBeInTheDocument();
    expect(screen.getByText('This report can be unlocked once its analysis has completed.')).toBeInTheDocument();

    answer = () => {
      throw new Error('offline');
    };
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Report (1 credit)' }));
    expect(await screen.findByText('Failed to unlock report. Please try again.')).toBeInTheDocument();
  });

  it("applies the 'Insufficient Credits' rule at a zero balance", async () => {
    setup({ balance: 0, path: '/credits?report=12' });
    expect(await screen.findByText('Insufficient Credits')).toBeInTheDocument();
    expect(screen.getByText('You need at least 1 credit to unlock this analysis.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock Report (1 credit)' })).toBeDisabled();
  });

  it('says when the chosen report is already unlocked, and when there is nothing to unlock', async () => {
    setup({ path: '/credits?report=8', reports: [report(8, 'oak.pdf', { hasFullAccess: true })] });
    expect(await screen.findByText('All of your completed reports are already unlocked.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the analysis' })).toHaveAttribute('href', '/reports/8');
    expect(screen.queryByRole('button', { name: 'Unlock Report (1 credit)' })).not.toBeInTheDocument();
  });
});
