import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '@/web/lib/navigation';
import { installFakeApi, json } from '@/testing/web/fake-api';
import { TEST_CREDIT_PACKAGES as PACKAGES } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { PurchaseCreditsDialog } from './purchase-credits-dialog';

vi.mock('@/web/lib/navigation', () => ({ hardRedirect: vi.fn() }));

describe('PurchaseCreditsDialog', () => {
  it('shows the current balance, the report file name and the packages; Buy goes to the checkout url', async () => {
    const api = installFakeApi({
      'GET /api/credits/balance': () => json(200, { balance: 4, totalPurchased: 4, totalUsed: 0 }),
      'GET /api/credits/packages': () => json(200, PACKAGES),
      'POST /api/create-checkout-session': () => json(200, { url: '/checkout/test/cs_local_abc' }),
    });
    renderWithApp(<PurchaseCreditsDialog open onOpenChange={() => {}} reportFilename="oak-avenue.pdf" />);
    expect(await screen.findByText('4 credits')).toBeInTheDocument();
    expect(screen.getByText('oak-avenue.pdf')).toBeInTheDocument();
    expect(await screen.findByText('$23.00 per credit', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Save 21%')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Buy 3 credits for $69.00' }));
    await vi.waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/checkout/test/cs_local_abc'));
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({ packageId: 2 });
  });

  it("says 'Unknown Report' without a file name and uses the balance it is given", async () => {
    installFakeApi({
      'GET /api/credits/balance': () => json(200, { balance: 9, totalPurchased: 9, totalUsed: 0 }),
      'GET /api/credits/packages': () => json(200, PACKAGES),
    });
    renderWithApp(<PurchaseCreditsDialog open onOpenChange={() => {}} currentBalance={0} />);
    expect(await screen.findByText('Unknown Report')).toBeInTheDocument();
    expect(screen.getByText('0 credits')).toBeInTheDocument();
  });

  it("shows 'Payment Error' when no url comes back and 'Purchase Failed' when the call fails", async () => {
    let answer = json(200, { url: '' });
    installFakeApi({
      'GET /api/credits/balance': () => json(200, { balance: 0, totalPurchased: 0, totalUsed: 0 }),
      'GET /api/credits/packages': () => json(200, PACKAGES),
      'POST /api/create-checkout-session': () => answer,
    });
    renderWithApp(<PurchaseCreditsDialog open onOpenChange={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 1 credit for $29.00' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to redirect to payment. Please try again.')).toBeInTheDocument();

    answer = json(503, { message: 'Unable to start checkout process. Please try again.' });
    await userEvent.click(screen.getByRole('button', { name: 'Buy 1 credit for $29.00' }));
    expect(await screen.findByText('Purchase Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to start checkout process. Please try again.')).toBeInTheDocument();
  });
});
