import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportListItem } from '@/contracts/reports';
import { type FakeHandler, installFakeApi, json, noContent } from '@/web/test/fake-api';
import { renderWithApp } from '@/web/test/render';
import { DELETE_CONFIRMATION, REFRESH_NOT_NEEDED, ReportsPage } from './reports-page';

const item = (id: number, over: Partial<ReportListItem> = {}): ReportListItem => ({
  id,
  filename: `report-${id}.pdf`,
  uploadedAt: new Date(Date.UTC(2026, 2, 1, 12) - id * 60_000).toISOString(),
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
  enhancedData: { propertyAddress: `${id} Elm Street, Austin, TX 78701`, contractors: { roofer: 2, plumber: 1 } },
  ...over,
});

const render = (reports: ReportListItem[] | FakeHandler, extra: Record<string, FakeHandler> = {}) => {
  const api = installFakeApi({
    'GET /api/reports': typeof reports === 'function' ? reports : () => json(200, reports),
    ...extra,
  });
  renderWithApp(<ReportsPage />, { path: '/reports' });
  return api;
};

const cards = () => screen.getAllByTestId('report-card');

describe('ReportsPage', () => {
  it('shows each report with its status label, cost range and contractor count', async () => {
    render([
      item(1),
      item(2, { status: 'processing', stage: 'pricing' }),
      item(3, { status: 'failed', stage: 'extracting', failureReason: 'This PDF contains no selectable text.' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspection Analysis Reports' })).toBeInTheDocument();
    const [done, running, failed] = await screen.findAllByTestId('report-card');
    expect(within(done as HTMLElement).getByTestId('report-status')).toHaveTextContent('Analysis Complete');
    expect(within(done as HTMLElement).getByTestId('cost-range')).toHaveTextContent('$1,200 – $3,400');
    expect(within(done as HTMLElement).getByTestId('contractor-count')).toHaveTextContent('3 contractors');
    expect(within(done as HTMLElement).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/reports/1',
    );
    expect(within(running as HTMLElement).getByTestId('report-status')).toHaveTextContent('Analyzing...');
    // progress comes from the real stage
    expect(within(running as HTMLElement).getByText('Generating cost estimates...')).toBeInTheDocument();
    expect(within(failed as HTMLElement).getByTestId('report-status')).toHaveTextContent('Analysis Failed');
    expect(within(failed as HTMLElement).getByText('This PDF contains no selectable text.')).toBeInTheDocument();
    expect(within(failed as HTMLElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(failed as HTMLElement).getByRole('button', { name: 'View' })).toBeDisabled();
  });

  it("says 'Restarting analysis' while a report whose worker died is queued again", async () => {
    render([item(1, { status: 'processing', stage: 'restarting' })]);
    const [card] = await screen.findAllByTestId('report-card');
    expect(within(card as HTMLElement).getByTestId('report-status')).toHaveTextContent('Analyzing...');
    expect(within(card as HTMLElement).getByText('Restarting analysis...')).toBeInTheDocument();
  });

  it('offers Use Credit to Unlock and Buy Credits on a locked report', async () => {
    render([
      item(5, { hasFullAccess: false, summary: { ...item(5).summary, totalDeficiencies: null, severityCount: null } }),
    ]);
    const [card] = await screen.findAllByTestId('report-card');
    expect(within(card as HTMLElement).getByRole('button', { name: 'Use Credit to Unlock' })).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits');
  });

  it('paginates 5 per page by default, exactly as the spec shows it', async () => {
    render(Array.from({ length: 12 }, (_, i) => item(i + 1)));
    await screen.findAllByTestId('report-card');
    expect(cards()).toHaveLength(5);
    expect(screen.getByText('Showing 1 to 5 of 12 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 6 to 10 of 12 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches by address or file name, ignoring case, and goes back to page 1', async () => {
    render(Array.from({ length: 12 }, (_, i) => item(i + 1)));
    await screen.findAllByTestId('report-card');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.type(screen.getByLabelText('Search'), '1 ELM');
    // "1 Elm", "11 Elm" (address) match
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'REPORT-7.PDF');
    expect(cards()).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Search'));
    expect(screen.getByText('Showing 1 to 5 of 12 results')).toBeInTheDocument();
  });

  it('changes the page size and resets to page 1', async () => {
    render(Array.from({ length: 12 }, (_, i) => item(i + 1)));
    await screen.findAllByTestId('report-card');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Reports per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '10 per page' }));
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
  });

  it("says 'Failed to fetch reports' when the list cannot be read", async () => {
    render(() => json(500, { message: 'Something went wrong on our side. Please try again.' }));
    expect(await screen.findByText('Failed to fetch reports', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('deletes after the spec confirmation, with its toast', async () => {
    let list = [item(1), item(2)];
    const api = render(() => json(200, list), {
      'DELETE /api/reports/2': () => {
        list = [item(1)];
        return noContent();
      },
    });
    const [, second] = await screen.findAllByTestId('report-card');
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(DELETE_CONFIRMATION)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report deleted successfully')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/reports/2')).toBe(true);
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('shows the server message when a delete fails', async () => {
    render([item(1)], { 'DELETE /api/reports/1': () => json(404, { message: 'Report not found.' }) });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Delete' }))[0] as HTMLElement);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report not found.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('refreshes a report: the toast, then the re-analysis marker until the list shows it finished', async () => {
    let status: ReportListItem['status'] = 'completed';
    render(() => json(200, [item(1, { status, stage: status === 'processing' ? 'extracting' : 'done' })]), {
      'POST /api/reports/1/retry': () => {
        status = 'processing';
        return json(200, { status: 'processing' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Analysis Refresh Started')).toBeInTheDocument();
    expect(screen.getByText(/under a minute/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('report-status')).toHaveTextContent('Re-analyzing...'));
    expect(screen.getByText('Extracting text...')).toBeInTheDocument();
  });

  it('says a report is already up to date when the server did not need to re-run it', async () => {
    render([item(1)], { 'POST /api/reports/1/retry': () => json(200, { status: 'completed' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Already Up to Date')).toBeInTheDocument();
    expect(screen.getByText(REFRESH_NOT_NEEDED)).toBeInTheDocument();
    expect(screen.queryByText('Re-analyzing...')).not.toBeInTheDocument();
  });

  it("shows 'Refresh Failed' with the server's reason", async () => {
    render([item(1)], {
      'POST /api/reports/1/retry': () =>
        json(409, { message: 'The original file was deleted 72 hours after upload; please upload it again.' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText(/deleted 72 hours after upload/)).toBeInTheDocument();
  });
});
