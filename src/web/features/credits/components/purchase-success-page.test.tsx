import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeHandler, installFakeApi, json } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { PurchaseSuccessPage } from './purchase-success-page';

const render = (path: string, handlers: Record<string, FakeHandler>) => {
  const api = installFakeApi({
    'GET /api/credits/balance': () => json(200, { balance: 5, totalPurchased: 5, totalUsed: 0 }),
    ...handlers,
  });
  return { api, ...renderWithApp(<PurchaseSuccessPage />, { path }) };
};

describe('PurchaseSuccessPage', () => {
  it('shows the details of a paid session and a refreshed balance', async () => {
    const { api } = render('/purchase-success?session_id=cs_1', {
      'GET /api/checkout-session/cs_1': () =>
        json(200, { payment_status: 'paid', credits: 3, amount_total: 6900, currency: 'usd', reportId: null }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('3 credits')).toBeInTheDocument();
    expect(screen.getByText('$69.00')).toBeInTheDocument();
    expect(await screen.findByTestId('new-balance')).toHaveTextContent('5 credits');
    // read again once the session said paid (the first read may predate the new credits)
    await vi.waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/credits/balance').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("shows 'Payment Processing' for any other status", async () => {
    render('/purchase-success?session_id=cs_2', {
      'GET /api/checkout-session/cs_2': () =>
        json(200, { payment_status: 'unpaid', credits: 1, amount_total: 2900, currency: 'usd', reportId: null }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Processing' })).toBeInTheDocument();
    expect(screen.getByText(/check back in a few minutes/i)).toBeInTheDocument();
  });

  it("shows 'Payment Not Found' for an unknown session and without a session id", async () => {
    const text = "We couldn't find your payment information. Please contact support if you believe this is an error.";
    const view = render('/purchase-success?session_id=cs_nope', {
      'GET /api/checkout-session/cs_nope': () => json(404, { message: 'Checkout session not found' }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Not Found' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    view.unmount();
    render('/purchase-success', {});
    expect(await screen.findByRole('heading', { name: 'Payment Not Found' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    render('/purchase-success?session_id=cs_3', {
      'GET /api/checkout-session/cs_3': () => json(401, { message: 'Please sign in to continue.' }),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your purchase' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('goes straight back to the report the purchase was started for, its unlock dialog to open there', async () => {
    const { currentPath } = render('/purchase-success?session_id=cs_4', {
      'GET /api/checkout-session/cs_4': () =>
        json(200, { payment_status: 'paid', credits: 1, amount_total: 2900, currency: 'usd', reportId: 12 }),
    });
    await vi.waitFor(() => expect(currentPath()).toBe('/reports/12?unlock=1'));
  });
});
