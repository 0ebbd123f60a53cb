import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CreditBalance } from '@/contracts/credits';
import { hardRedirect } from '@/web/lib/navigation';
import { type FakeHandler, installFakeApi, json } from '@/testing/web/fake-api';
import { TEST_CREDIT_PACKAGES as PACKAGES } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { UnlockReportDialog, type UnlockFollowUp } from './unlock-report-dialog';

vi.mock('@/web/lib/navigation', () => ({ hardRedirect: vi.fn() }));

const balanceOf = (balance: number): CreditBalance => ({ balance, totalPurchased: balance, totalUsed: 0 });
const setup = (
  { balance, purchase, after }: { balance: number; purchase?: FakeHandler; after?: UnlockFollowUp },
  extra: Record<string, FakeHandler> = {},
) => {
  const api = installFakeApi({
    'GET /api/credits/balance': () => json(200, balanceOf(balance)),
    'GET /api/credits/packages': () => json(200, PACKAGES),
    ...(purchase ? { 'POST /api/reports/12/purchase': purchase } : {}),
    ...extra,
  });
  const onOpenChange = vi.fn();
  const onUnlocked = vi.fn();
  // like the reports list: the parent unmounts the dialog once it reports closed
  const Parent = () => {
    const [open, setOpen] = useState(true);
    return open ? (
      <UnlockReportDialog
        open
        onOpenChange={(next) => {
          onOpenChange(next);
          if (!next) setOpen(false);
        }}
        report={{ id: 12, filename: 'maple-street.pdf' }}
        after={after}
        onUnlocked={onUnlocked}
      />
    ) : null;
  };
  const view = renderWithApp(<Parent />, { path: '/reports' });
  return { api, onOpenChange, onUnlocked, ...view };
};

describe('UnlockReportDialog', () => {
  it('spends a credit, says "Access Granted" and goes to the report when the user came from View', async () => {
    const { api, currentPath, onUnlocked, onOpenChange } = setup({
      balance: 2,
      after: 'view',
      purchase: () => json(200, { alreadyPurchased: false, balance: 1 }),
    });
    expect(await screen.findByText('2 credits')).toBeInTheDocument();
    expect(screen.getByText('maple-street.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use 1 Credit' }));

    expect(await screen.findByText('Access Granted')).toBeInTheDocument();
    expect(
      screen.getByText('Credit deducted successfully. You now have full access to this report.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/reports/12');
    expect(onUnlocked).toHaveBeenCalledWith({ alreadyPurchased: false, balance: 1 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const purchase = api.requests.find((r) => r.path === '/api/reports/12/purchase')!;
    expect(purchase.method).toBe('POST');
    expect(purchase.body).toBeUndefined();
    // the balance is read again after the unlock
    await waitFor(() => expect(api.requests.filter((r) => r.path === '/api/credits/balance').length).toBe(2));
  });

  it('says the user already had access without another charge', async () => {
    const { currentPath } = setup({
      balance: 1,
      purchase: () => json(200, { alreadyPurchased: true, balance: 1 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use 1 Credit' }));
    expect(await screen.findByText('You already have full access to this report.')).toBeInTheDocument();
    expect(currentPath()).toBe('/reports');
  });

  it('shows the server message in "Purchase Failed"', async () => {
    setup({ balance: 1, purchase: () => json(402, { message: 'Insufficient credits' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Use 1 Credit' }));
    expect(await screen.findByText('Purchase Failed')).toBeInTheDocument();
    expect(screen.getByText('Insufficient credits')).toBeInTheDocument();
  });

  it('falls back to "Failed to purchase report access" when the request never got an answer', async () => {
    setup({
      balance: 1,
      purchase: () => {
        throw new Error('socket hang up');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use 1 Credit' }));
    expect(await screen.findByText('Failed to purchase report access')).toBeInTheDocument();
  });

  it('needs at least 1 credit: "Insufficient Credits" with a way to buy', async () => {
    const { api } = setup(
      { balance: 0 },
      { 'POST /api/create-checkout-session': () => json(200, { url: '/checkout/test/cs_local_x' }) },
    );
    expect(await screen.findByText('Insufficient Credits')).toBeInTheDocument();
    expect(screen.getByText('You need at least 1 credit to unlock this analysis.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use 1 Credit' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Buy Credits' }));
    const purchase = within(await screen.findByRole('dialog', { name: 'Purchase Credits' }));
    expect(await purchase.findByText('Most Popular')).toBeInTheDocument();
    expect(purchase.getByText('0 credits')).toBeInTheDocument();
    expect(purchase.getByText('maple-street.pdf')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.includes('/purchase'))).toBe(false);

    // the checkout remembers the report, so the success page can offer to unlock it
    await userEvent.click(purchase.getByRole('button', { name: 'Buy 3 credits for $69.00' }));
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/checkout/test/cs_local_x'));
    expect(api.requests.find((r) => r.path === '/api/create-checkout-session')!.body).toEqual({
      packageId: 2,
      reportId: 12,
    });
  });

  it('starts the download after unlocking when the user came from Download', async () => {
    const createObjectURL = vi.fn(() => 'blob:analysis');
    // jsdom has no blob URLs
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { api, currentPath } = setup(
      { balance: 1, after: 'download', purchase: () => json(200, { alreadyPurchased: false, balance: 0 }) },
      {
        'GET /api/reports/12/download': () =>
          new Response('<html>analysis</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Use 1 Credit' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^maple-street-analysis-\d{4}-\d{2}-\d{2}\.html$/);
    expect(api.requests.some((r) => r.path === '/api/reports/12/download')).toBe(true);
    expect(currentPath()).toBe('/reports');
    click.mockRestore();
  });

  it("says 'Download Failed' when the download after an unlock fails", async () => {
    setup(
      { balance: 1, after: 'download', purchase: () => json(200, { alreadyPurchased: true, balance: 1 }) },
      { 'GET /api/reports/12/download': () => json(409, { message: 'Not completed' }) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Use 1 Credit' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to download the report.')).toBeInTheDocument();
  });
});
