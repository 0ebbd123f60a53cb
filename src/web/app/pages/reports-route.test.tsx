import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json } from '@/testing/web/fake-api';
import { testLockedReportListItem } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { ReportsRoute } from './reports-route';

const locked = testLockedReportListItem({ filename: 'oak-avenue.pdf' });

describe('the reports route', () => {
  it("opens the credits feature's unlock dialog from a locked report's Unlock, and closes it", async () => {
    installFakeApi({
      'GET /api/reports': () => json(200, { items: [locked], nextCursor: null, total: 1 }),
      'GET /api/credits/balance': () => json(200, { balance: 2, totalPurchased: 2, totalUsed: 0 }),
    });
    renderWithApp(<ReportsRoute />, { path: '/reports' });
    const [card] = await screen.findAllByTestId('report-card');
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/oak-avenue\.pdf/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
