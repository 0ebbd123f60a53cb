import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { lockedAnalysis, testAnalysis } from '@/testing/web/analysis-test-data';
import { type FakeHandler, installFakeApi, json } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { AnalysisRoute } from './analysis-route';

// The analysis page as the route composes it: what the credits and contractors features draw inside it.
const ANALYSIS = 'GET /api/reports/5/analysis';
const renderRoute = (handlers: Record<string, FakeHandler>) => {
  const api = installFakeApi({ 'GET /api/reports/5/messages': () => json(200, []), ...handlers });
  renderWithApp(
    <Route path="/reports/:id">
      <AnalysisRoute />
    </Route>,
    { path: '/reports/5' },
  );
  return api;
};

describe('the analysis route', () => {
  it("puts the credits feature's upgrade card under a locked report: one credit's price and the unlock", async () => {
    renderRoute({
      [ANALYSIS]: () => json(200, lockedAnalysis()),
      'GET /api/credits/packages': () =>
        json(200, [
          { id: 1, name: 'Single', description: '', priceInCents: 2500, credits: 1, savingsPercent: 0, popular: false },
        ]),
      'GET /api/credits/balance': () => json(200, { balance: 0, totalPurchased: 0, totalUsed: 0 }),
    });
    expect(await screen.findByText('Analysis Preview')).toBeInTheDocument();
    expect(await screen.findByText('$25.00')).toBeInTheDocument();
    for (const item of [
      'Detailed issue descriptions',
      'Specific repair recommendations',
      'Contractor contact information',
      'Detailed cost breakdowns',
      'SMS messaging to contractors',
    ])
      expect(screen.getByText(item)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits?report=5');

    await userEvent.click(screen.getByRole('button', { name: 'Use Credit to Unlock' }));
    expect(await screen.findByRole('dialog', { name: 'Insufficient Credits' })).toBeInTheDocument();
  });

  it("draws the contractors feature's cards and message dialogs in a trade's section", async () => {
    renderRoute({ [ANALYSIS]: () => json(200, testAnalysis()) });
    const trades = await screen.findByRole('region', { name: 'Contractors for this report' });
    await userEvent.click(within(trades).getAllByRole('button', { name: 'Show 1 contractor' })[0]!);
    await userEvent.click(within(trades).getByRole('button', { name: 'Message Lantern Electric' }));
    expect(await screen.findByRole('dialog', { name: 'Message Lantern Electric' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(trades).getAllByRole('button', { name: 'Message Contractors' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Send Project Details to Contractors' })).toBeInTheDocument();
  });
});
