import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportListItem } from '@/contracts/reports';
import { type FakeHandler, installFakeApi, json, noContent } from '@/testing/web/fake-api';
import { testReportListItem } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { DELETE_CONFIRMATION, REFRESH_CONFIRMATION, REFRESH_NOT_NEEDED, ReportsPage } from './reports-page';

const item = (id: number, over: Partial<ReportListItem> = {}): ReportListItem =>
  testReportListItem({
    id,
    filename: `report-${id}.pdf`,
    uploadedAt: new Date(Date.UTC(2026, 2, 1, 12) - id * 60_000).toISOString(),
    enhancedData: { propertyAddress: `${id} Elm Street, Austin, TX 78701`, contractors: { roofer: 2, plumber: 1 } },
    ...over,
  });

/** The server's paged answer over a list (API.md: limit, cursor, q): the cursor here is the next index. */
const paged =
  (list: () => ReportListItem[]): FakeHandler =>
  ({ url }) => {
    const limit = Number(url.searchParams.get('limit'));
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const matches = list().filter(
      (r) => r.filename.toLowerCase().includes(q) || (r.enhancedData.propertyAddress ?? '').toLowerCase().includes(q),
    );
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const items = matches.slice(start, start + limit);
    const next = start + limit < matches.length ? String(start + limit) : null;
    return json(200, { items, nextCursor: next, total: matches.length });
  };

const render = (reports: ReportListItem[] | FakeHandler, extra: Record<string, FakeHandler> = {}) => {
  const api = installFakeApi({
    'GET /api/reports': typeof reports === 'function' ? reports : paged(() => reports),
    ...extra,
  });
  const { currentPath } = renderWithApp(<ReportsPage />, { path: '/reports' });
  return { ...api, currentPath };
};

const cards = () => screen.getAllByTestId('report-card');

/** More actions → Re-analyze (and, with `confirm`, the confirmation's Re-analyze). */
const reanalyze = async (confirm = false) => {
  await userEvent.click(await screen.findByRole('button', { name: /More actions/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Re-analyze' }));
  if (confirm)
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Re-analyze' }));
};

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
    // one primary action per state; the rest in the menu, Delete apart
    expect(within(done as HTMLElement).getByRole('button', { name: 'View' })).toBeEnabled();
    expect(within(done as HTMLElement).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(running as HTMLElement).getByRole('link', { name: 'View progress' })).toHaveAttribute(
      'href',
      '/reports/2',
    );
    expect(within(running as HTMLElement).getByTestId('report-status')).toHaveTextContent('Analyzing...');
    // progress comes from the real stage
    expect(within(running as HTMLElement).getByText('Generating cost estimates...')).toBeInTheDocument();
    expect(within(failed as HTMLElement).getByTestId('report-status')).toHaveTextContent('Analysis Failed');
    expect(within(failed as HTMLElement).getByText('This PDF contains no selectable text.')).toBeInTheDocument();
    expect(within(failed as HTMLElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(failed as HTMLElement).queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
    // a failed report cannot be unlocked: no Buy Credits anywhere on its card
    await userEvent.click(within(failed as HTMLElement).getByRole('button', { name: 'More actions for report-3.pdf' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByRole('menuitem', { name: 'Buy Credits' })).not.toBeInTheDocument();
  });

  it('offers a scanned PDF no Retry: an upload of a text PDF instead, with the reason and Delete', async () => {
    const reason = 'This PDF contains no selectable text (it looks scanned).';
    render([item(4, { status: 'failed', stage: 'extracting', failureReason: reason, failureKind: 'scanned' })]);
    const [card] = await screen.findAllByTestId('report-card');
    const scoped = within(card as HTMLElement);
    expect(scoped.getByText(reason)).toBeInTheDocument();
    expect(scoped.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(scoped.getByRole('link', { name: 'Upload a text PDF' })).toHaveAttribute('href', '/');
    expect(scoped.getByRole('button', { name: 'Delete report-4.pdf' })).toBeEnabled();
    await userEvent.click(scoped.getByRole('button', { name: 'More actions for report-4.pdf' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Re-analyze|Buy Credits/ })).not.toBeInTheDocument();
  });

  it("says 'Restarting analysis' while a report whose worker died is queued again", async () => {
    render([item(1, { status: 'processing', stage: 'restarting' })]);
    const [card] = await screen.findAllByTestId('report-card');
    expect(within(card as HTMLElement).getByTestId('report-status')).toHaveTextContent('Analyzing...');
    expect(within(card as HTMLElement).getByText('Restarting analysis...')).toBeInTheDocument();
  });

  it('offers Unlock first on a locked report, and Preview and Buy Credits in its menu', async () => {
    const { currentPath } = render([
      item(5, { hasFullAccess: false, summary: { ...item(5).summary, totalDeficiencies: null, severityCount: null } }),
    ]);
    const [card] = await screen.findAllByTestId('report-card');
    expect(within(card as HTMLElement).getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: /More actions/ }));
    const menu = await screen.findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent);
    expect(names).toEqual(['Preview', 'Download', 'Re-analyze', 'Buy Credits']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Buy Credits' }));
    expect(currentPath()).toBe('/credits');
  });

  it('loads 5 reports per page from the server, and the next page on "Load more"', async () => {
    const api = render(Array.from({ length: 12 }, (_, i) => item(i + 1)));
    await screen.findAllByTestId('report-card');
    expect(cards()).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 12 reports')).toBeInTheDocument();
    expect(api.requests[0]?.url.search).toBe('?limit=5');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 10 of 12 reports')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 of 12 reports')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.url.searchParams.get('cursor'))).toContain('10');
  });

  it('searches on the server by address or file name', async () => {
    const api = render(Array.from({ length: 12 }, (_, i) => item(i + 1)));
    await screen.findAllByTestId('report-card');
    await userEvent.type(screen.getByLabelText('Search'), '1 ELM');
    // "1 Elm", "11 Elm" (address) match
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('Showing 2 of 2 reports')).toBeInTheDocument();
    expect(api.requests.at(-1)?.url.searchParams.get('q')).toBe('1 ELM');
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'nothing like it');
    expect(await screen.findByText('No reports match your search.')).toBeInTheDocument();
  });

  it('changes the page size', async () => {
    render(Array.from({ length: 12 }, (_, i) => item(i + 1)));
    await screen.findAllByTestId('report-card');
    await userEvent.click(screen.getByRole('combobox', { name: 'Reports per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '10 per page' }));
    expect(await screen.findByText('Showing 10 of 12 reports')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
  });

  it("says 'Failed to fetch reports' when the list cannot be read", async () => {
    render(() => json(500, { message: 'Something went wrong on our side. Please try again.' }));
    expect(await screen.findByText('Failed to fetch reports', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('deletes after the spec confirmation, with its toast', async () => {
    let list = [item(1), item(2)];
    const api = render(
      paged(() => list),
      {
        'DELETE /api/reports/2': () => {
          list = [item(1)];
          return noContent();
        },
      },
    );
    const [, second] = await screen.findAllByTestId('report-card');
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Delete report-2.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(DELETE_CONFIRMATION)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report deleted successfully')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/reports/2')).toBe(true);
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('shows the server message when a delete fails', async () => {
    render([item(1)], { 'DELETE /api/reports/1': () => json(404, { message: 'Report not found.' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete report-1.pdf' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report not found.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('refreshes a report: the toast, then the re-analysis marker until the list shows it finished', async () => {
    let status: ReportListItem['status'] = 'completed';
    const api = render(
      paged(() => [item(1, { status, stage: status === 'processing' ? 'extracting' : 'done' })]),
      {
        'POST /api/reports/1/retry': () => {
          status = 'processing';
          return json(200, { status: 'processing' });
        },
      },
    );
    await reanalyze();
    // it asks first, saying the edits are carried over
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(REFRESH_CONFIRMATION)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-analyze' }));
    expect(await screen.findByText('Analysis Refresh Started')).toBeInTheDocument();
    expect(screen.getByText(/under a minute/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('report-status')).toHaveTextContent('Re-analyzing...'));
    expect(screen.getByText('Extracting text...')).toBeInTheDocument();
  });

  it('says a report is already up to date when the server did not need to re-run it', async () => {
    render([item(1)], { 'POST /api/reports/1/retry': () => json(200, { status: 'completed' }) });
    await reanalyze(true);
    expect(await screen.findByText('Already Up to Date')).toBeInTheDocument();
    expect(screen.getByText(REFRESH_NOT_NEEDED)).toBeInTheDocument();
    expect(screen.queryByText('Re-analyzing...')).not.toBeInTheDocument();
  });

  it("shows 'Refresh Failed' with the server's reason", async () => {
    render([item(1)], {
      'POST /api/reports/1/retry': () =>
        json(409, { message: 'The original file was deleted 72 hours after upload; please upload it again.' }),
    });
    await reanalyze(true);
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText(/deleted 72 hours after upload/)).toBeInTheDocument();
  });
});
