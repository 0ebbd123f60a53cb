import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportListItem } from '@/contracts/reports';
import { installFakeApi, json } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { ReportsRoute } from './reports-route';

const locked: ReportListItem = {
  id: 5,
  filename: 'oak-avenue.pdf',
  uploadedAt: '2026-03-01T12:00:00.000Z',
  status: 'completed',
  stage: 'done',
  failureReason: null,
  hasFullAccess: false,
  summary: {
    totalDeficiencies: null,
    severityCount: null,
    totalCostRange: { min: 1200, max: 3400 },
    categoriesAffected: 2,
    categories: ['Roofing', 'Plumbing'],
  },
  enhancedData: { propertyAddress: '5 Oak Avenue, Austin, TX 78701', contractors: { roofer: 2 } },
};

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
