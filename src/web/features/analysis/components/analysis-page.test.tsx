import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Analysis, DeficiencyUpdateResponse } from '@/contracts/reports';
import { type FakeHandler, installFakeApi, json, never } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { AnalysisPage } from './analysis-page';
import type { AnalysisSlots } from './analysis-slots';
import {
  lockedAnalysis,
  testAnalysis,
  testDeficiency,
  testEstimate,
  testFindings,
} from '@/testing/web/analysis-test-data';

const ANALYSIS = 'GET /api/reports/5/analysis';

// the page alone: what the other features draw in it is composed by the route (app/pages/analysis-route.test.tsx)
const renderPage = (handlers: Record<string, FakeHandler>, path = '/reports/5', slots: AnalysisSlots = {}) => {
  const api = installFakeApi(handlers);
  const view = renderWithApp(
    <Route path="/reports/:id/:rest?">
      <AnalysisPage slots={slots} />
    </Route>,
    { path },
  );
  return { ...view, api };
};

const card = (description: string) => screen.getByRole('article', { name: description });
/** A finding row, expanded to its detail (rows start collapsed). */
const openCard = async (description: string) => {
  const article = await screen.findByRole('article', { name: description });
  const toggle = article.querySelector<HTMLButtonElement>('button[aria-expanded]');
  if (toggle?.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  return article;
};
/** the finding cards (contractor cards are articles too) */
const findingArticles = () => [...document.querySelectorAll('article[id^="finding-"]')];

describe('AnalysisPage states', () => {
  it('says how many of the edits a re-analysis carried over, and how many it could not keep', async () => {
    renderPage({ [ANALYSIS]: () => json(200, testAnalysis({ editsCarriedOver: { carried: 3, notCarried: 2 } })) });
    expect(await screen.findByTestId('edits-carried-over')).toHaveTextContent(
      'This report was re-analyzed. 3 of your edits (exclusions or quantities) carried over to the new analysis. 2 of your edits could not be kept because the new analysis no longer has those findings.',
    );
  });

  it('reports edits all carried over too, not only the lost ones', async () => {
    renderPage({ [ANALYSIS]: () => json(200, testAnalysis({ editsCarriedOver: { carried: 1, notCarried: 0 } })) });
    expect(await screen.findByTestId('edits-carried-over')).toHaveTextContent(
      'This report was re-analyzed. 1 of your edits (exclusions or quantities) carried over to the new analysis.',
    );
  });

  it('shows the loading text, then Report Not Found for a missing report', async () => {
    renderPage({ [ANALYSIS]: () => never() });
    expect(screen.getByText('Loading report analysis...')).toBeInTheDocument();

    renderPage({ [ANALYSIS]: () => json(404, { message: 'Report not found.' }) }, '/reports/5/analysis');
    expect(await screen.findByRole('heading', { name: 'Report Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The report you're looking for doesn't exist or you don't have access to it."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Reports' }).at(-1)).toHaveAttribute('href', '/reports');
  });

  it('polls while processing (pulsing yellow dot) and shows the result when it completes', async () => {
    let calls = 0;
    const { api } = renderPage({
      [ANALYSIS]: () => {
        calls += 1;
        return json(
          200,
          calls === 1
            ? testAnalysis({ status: 'processing', stage: 'pricing', deficiencies: {}, contractors: {} })
            : testAnalysis(),
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Analysis in Progress' })).toBeInTheDocument();
    expect(screen.getByText('Analyzing your inspection report... This may take a few minutes')).toBeInTheDocument();
    expect(screen.getByText('Analyzing...').parentElement).toHaveAttribute('data-status', 'processing');
    expect(screen.getByText('Analyzing...').previousElementSibling).toHaveClass('animate-pulse');
    // the next poll, 2 s later
    expect(await screen.findByTestId('summary-total-issues', {}, { timeout: 4000 })).toHaveTextContent('4');
    expect(screen.getByText('Analysis Complete').parentElement).toHaveAttribute('data-status', 'completed');
    expect(api.requests.filter((r) => r.path === '/api/reports/5/analysis')).toHaveLength(2);
  });

  it("says 'Restarting analysis' while the analysis is queued again after its worker died", async () => {
    renderPage({
      [ANALYSIS]: () =>
        json(200, testAnalysis({ status: 'processing', stage: 'restarting', deficiencies: {}, contractors: {} })),
    });
    expect(await screen.findByRole('heading', { name: 'Analysis in Progress' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Restarting analysis…');
  });

  it('shows the failed view with a red dot', async () => {
    renderPage({
      [ANALYSIS]: () =>
        json(200, testAnalysis({ status: 'failed', failureReason: 'The PDF has no text.', deficiencies: {} })),
    });
    expect(await screen.findByRole('heading', { name: 'Analysis Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to analyze the inspection report. Please try uploading the report again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The PDF has no text.')).toBeInTheDocument();
    expect(screen.getAllByText('Analysis Failed')[0]?.parentElement).toHaveAttribute('data-status', 'other');
    expect(screen.queryByTestId('summary-total-issues')).not.toBeInTheDocument();
  });

  it("says 'No Issues Found' for a completed report without findings, with no summary cards", async () => {
    renderPage({ [ANALYSIS]: () => json(200, testAnalysis({ deficiencies: {} }, [])) });
    expect(await screen.findByRole('heading', { name: 'No Issues Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('summary-total-issues')).not.toBeInTheDocument();
  });

  it("shows the locked teaser from the server's figures and offers the unlock for this report", async () => {
    const offered: unknown[] = [];
    renderPage({ [ANALYSIS]: () => json(200, lockedAnalysis()) }, '/reports/5', {
      unlockOffer: (report) => {
        offered.push(report);
        return <p>unlock offer</p>;
      },
    });
    expect(await screen.findByText('Analysis Preview')).toBeInTheDocument();
    expect(screen.getByTestId('teaser-estimated-repair-costs')).toHaveTextContent('$1,234 – $5,678');
    expect(screen.getByTestId('teaser-categories-affected')).toHaveTextContent('4 categories');
    expect(screen.getByTestId('teaser-contractor-trades')).toHaveTextContent('3 trades');
    expect(screen.getByText('unlock offer')).toBeInTheDocument();
    expect(offered.at(-1)).toEqual({ id: 5, filename: lockedAnalysis().report.filename });
    expect(screen.queryByRole('button', { name: 'Download Report' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-total-issues')).not.toBeInTheDocument();
  });
});

describe('AnalysisPage with full access', () => {
  it('shows the summary cards, top priorities, the sections, the trades, and remembers the grouping', async () => {
    window.localStorage.removeItem('punchlist.analysis.groupBy');
    // a trade's list is the contractors feature's; here it only names whom the page handed it
    renderPage({ [ANALYSIS]: () => json(200, testAnalysis()) }, '/reports/5', {
      tradeContractors: ({ contractors }) => contractors.map((c) => <p key={c.id}>{c.name}</p>),
    });
    expect(await screen.findByTestId('summary-total-issues')).toHaveTextContent('4');
    expect(screen.getByTestId('summary-critical')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-categories')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-contractors')).toHaveTextContent('1');
    // top priorities: the critical, then the major, one line each with where and cost
    const priorities = within(screen.getByTestId('top-priorities'));
    expect(priorities.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['#finding-1', '#finding-3']);
    expect(priorities.getAllByRole('link')[0]).toHaveTextContent('Kitchen · page 3');
    expect(priorities.getAllByRole('link')[0]).toHaveTextContent('$200 – $440');
    // grouped by severity by default; by category once chosen, and the choice is remembered
    for (const id of ['top-priorities', 'total-costs', 'detailed-findings', 'severity-critical', 'severity-minor'])
      expect(document.getElementById(id), id).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Category' }));
    const sections = [...document.querySelectorAll('section[id^="category-"]')].map((s) => s.id);
    expect(sections).toEqual(['category-plumbing', 'category-electrical', 'category-hvac']);
    const electrical = document.getElementById('category-electrical')!;
    expect([...electrical.querySelectorAll('[data-risk]')].map((b) => b.textContent)).toEqual([
      'CRITICAL RISK',
      'MINOR RISK',
    ]);
    expect(window.localStorage.getItem('punchlist.analysis.groupBy')).toBe('category');
    // contractors once per trade, and a finding links to its trade's list
    const trades = document.getElementById('report-contractors')!;
    expect(within(trades).getByRole('heading', { name: /Electrician/ })).toBeInTheDocument();
    expect(within(trades).queryByText('Lantern Electric')).toBeNull();
    await userEvent.click(within(trades).getAllByRole('button', { name: 'Show 1 contractor' })[0]!);
    expect(within(trades).getAllByText('Lantern Electric')).toHaveLength(1);
    await userEvent.click(within(priorities.getAllByRole('link')[0]!).getByText(/GFCI/));
    const gfci = within(card('Countertop receptacles lack GFCI protection'));
    expect(gfci.getByRole('link', { name: /Electrician: 1 contractor matched/ })).toHaveAttribute(
      'href',
      '#contractors-electrician',
    );
  }, 15_000);

  it('draws each finding: quote with its page, totals × quantity, labels, pricing unavailable and $0', async () => {
    renderPage({ [ANALYSIS]: () => json(200, testAnalysis()) });
    const gfci = within(await openCard('Countertop receptacles lack GFCI protection'));
    expect(gfci.getByText('From the report, page 3')).toBeInTheDocument();
    expect(gfci.getByText('“No GFCI protection at the kitchen counters.”')).toBeInTheDocument();
    expect(gfci.getByText('Have an electrician install GFCI receptacles.')).toBeInTheDocument();
    // per-unit 100/150/220 × quantity 2
    const cost = within(gfci.getByTestId('cost-block'));
    expect(cost.getByText('$200')).toBeInTheDocument();
    expect(cost.getByText('$300')).toBeInTheDocument();
    expect(cost.getByText('$440')).toBeInTheDocument();
    expect(cost.getByText('$100 – $220')).toBeInTheDocument();
    // one confidence word; the provenance behind 'How was this priced?'
    expect(cost.getByTestId('price-confidence')).toHaveTextContent('Good match');
    expect(cost.getByText('How was this priced?')).toBeInTheDocument();
    expect(cost.getByText(/^Urgent$|Urgent/)).toBeInTheDocument();
    expect(cost.getByText(/strong match, 80% of its keywords/)).toBeInTheDocument();
    expect(cost.queryByText(/^Tip:/)).not.toBeInTheDocument();
    expect(cost.getByText('Contractor quotes typically vary by ±20% from this estimate.')).toBeInTheDocument();
    expect(cost.getByRole('link', { name: /BLS electricians wage/ })).toHaveAttribute(
      'href',
      'https://www.bls.gov/oes/current/oes472111.htm',
    );

    const drain = within(await openCard('Slow drain at the bathroom sink'));
    expect(drain.getByTestId('price-confidence')).toHaveTextContent('Rough match — ask for a quote');
    expect(drain.getByText(/Low Priority/)).toBeInTheDocument();
    expect(drain.getByText(/moderate match, 25% of its keywords/)).toBeInTheDocument();
    expect(drain.getByText(/^Tip:/)).toBeInTheDocument();
    expect(drain.getByText(/±35%/)).toBeInTheDocument();

    const plate = within(await openCard('Loose cover plate in the hallway'));
    expect(plate.getByText('Pricing unavailable')).toBeInTheDocument();
    expect(plate.getByTestId('finding-cost')).toHaveTextContent('No price');
    const filter = within(await openCard('Furnace filter is dirty'));
    expect(filter.getAllByText('$0')).toHaveLength(2);
    expect(filter.getAllByText('MAJOR RISK').length).toBeGreaterThan(0);

    // total costs: 2 × 150 + 120 (the unpriced and $0 ones add nothing)
    expect(screen.getByTestId('total-average')).toHaveTextContent('$420');
    expect(screen.getByTestId('total-minimum')).toHaveTextContent('$280');
    expect(screen.getByTestId('total-maximum')).toHaveTextContent('$640');
  }, 15_000);

  it('filters by risk', async () => {
    renderPage({ [ANALYSIS]: () => json(200, testAnalysis()) });
    await screen.findByTestId('deficiency-list');
    await userEvent.click(screen.getByRole('button', { name: 'Minor (2)' }));
    expect(findingArticles().map((a) => a.getAttribute('aria-label'))).toEqual([
      'Slow drain at the bathroom sink',
      'Loose cover plate in the hallway',
    ]);
    expect(document.getElementById('category-hvac')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Critical (1)' }));
    expect(findingArticles()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'All (4)' }));
    expect(findingArticles()).toHaveLength(4);
  });

  it('keeps the page working when one card fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = testDeficiency({
      id: 9,
      description: 'Broken data',
      costEstimate: { ...testEstimate(), matchedKeywords: null as unknown as string[] },
    });
    renderPage({ [ANALYSIS]: () => json(200, testAnalysis({}, [...testFindings(), broken])) });
    await openCard('Broken data');
    expect(await screen.findByText('Rendering Error')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong rendering this component.')).toBeInTheDocument();
    expect(screen.getByText('Error details')).toBeInTheDocument();
    expect(findingArticles()).toHaveLength(4);
  }, 15_000);

  it('excludes a finding on the server and includes it back', async () => {
    const excludedResponse: DeficiencyUpdateResponse = {
      deficiency: { ...testFindings()[0]!, excluded: true },
      summary: { ...testAnalysis().summary, totalDeficiencies: 3 },
    };
    const { api } = renderPage({
      [ANALYSIS]: () => json(200, testAnalysis()),
      'PATCH /api/deficiencies/1': (request) =>
        json(
          200,
          (request.body as { excluded: boolean }).excluded
            ? excludedResponse
            : { deficiency: testFindings()[0], summary: testAnalysis().summary },
        ),
    });
    await openCard('Countertop receptacles lack GFCI protection');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude from Report' }));
    const gfci = () => card('Countertop receptacles lack GFCI protection');
    await waitFor(() => expect(gfci()).toHaveAttribute('data-excluded', 'true'));
    // one line, its title still visible, with an undo
    expect(within(gfci()).getByText('Countertop receptacles lack GFCI protection')).toBeVisible();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ excluded: true });
    await waitFor(() => expect(screen.getByTestId('summary-total-issues')).toHaveTextContent('3'));
    // every count agrees: summary, chips, showing line; the finding leaves the top priorities
    expect(screen.getByRole('button', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByTestId('showing-count')).toHaveTextContent('Showing 3 issues of 3 · 1 excluded');
    expect(within(screen.getByTestId('top-priorities')).getAllByRole('link')).toHaveLength(1);
    // the excluded finding's totals leave the report's: only the drain's 120 remains
    expect(screen.getByTestId('total-average')).toHaveTextContent('$120');

    await userEvent.click(within(gfci()).getByRole('button', { name: 'Undo exclusion' }));
    await waitFor(() => expect(gfci()).toHaveAttribute('data-excluded', 'false'));
    expect(screen.getByTestId('total-average')).toHaveTextContent('$420');
  });

  it('puts a finding back and says why when the server refuses the exclusion', async () => {
    renderPage({
      [ANALYSIS]: () => json(200, testAnalysis()),
      'PATCH /api/deficiencies/1': () =>
        json(403, { message: 'Unlock this report with 1 credit to change its findings.' }),
    });
    const gfci = await openCard('Countertop receptacles lack GFCI protection');
    await userEvent.click(within(gfci).getByRole('button', { name: 'Exclude from Report' }));
    expect(await screen.findByText('Unlock this report with 1 credit to change its findings.')).toBeInTheDocument();
    expect(card('Countertop receptacles lack GFCI protection')).toHaveAttribute('data-excluded', 'false');
  });

  it("'Include All Items' sends an include for every excluded finding", async () => {
    const findings = testFindings().map((d) => (d.id === 2 || d.id === 4 ? { ...d, excluded: true } : d));
    const { api } = renderPage({
      [ANALYSIS]: () => json(200, testAnalysis({}, findings)),
      'PATCH /api/deficiencies/2': () => json(200, { deficiency: testFindings()[1], summary: testAnalysis().summary }),
      'PATCH /api/deficiencies/4': () => json(200, { deficiency: testFindings()[3], summary: testAnalysis().summary }),
    });
    expect(await screen.findAllByRole('button', { name: 'Undo exclusion' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Include All Items' }));
    await waitFor(() =>
      expect(
        api.requests
          .filter((r) => r.method === 'PATCH')
          .map((r) => [r.path, r.body])
          .sort(),
      ).toEqual([
        ['/api/deficiencies/2', { excluded: false }],
        ['/api/deficiencies/4', { excluded: false }],
      ]),
    );
  });

  it('says when a quantity is past the cap or not whole, and converts it between the units offered', async () => {
    const { api } = renderPage({ [ANALYSIS]: () => json(200, testAnalysis()) });
    const d = within(await openCard('Slow drain at the bathroom sink'));
    await userEvent.click(d.getByRole('button', { name: 'Edit quantity' }));
    await userEvent.clear(d.getByLabelText('Quantity'));
    await userEvent.paste('99999999');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(d.getByRole('alert')).toHaveTextContent('Quantity can be at most 100,000.');
    await userEvent.clear(d.getByLabelText('Quantity'));
    await userEvent.paste('2.5');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(d.getByRole('alert')).toHaveTextContent('Quantity must be a whole number.');
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    // only the finding's units are offered, and the quantity converts (1.5 hours per item in the fixture)
    await userEvent.clear(d.getByLabelText('Quantity'));
    await userEvent.paste('3');
    await userEvent.click(d.getByRole('combobox'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['each', 'hours']);
    await userEvent.click(screen.getByRole('option', { name: 'hours' }));
    expect(d.getByLabelText('Quantity')).toHaveValue(4.5);
  }, 15_000);

  it('edits a quantity: saves numbers ≥ 1, cancel restores, a failure is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const { api } = renderPage({
      [ANALYSIS]: () => json(200, testAnalysis()),
      'PUT /api/deficiencies/4/quantity': (request) => {
        if (fail) return json(500, { message: 'Something went wrong on our side. Please try again.' });
        const body = request.body as { quantity: number; unitType: 'each' };
        return json(200, {
          deficiency: { ...testFindings()[3]!, quantity: body.quantity, unitType: body.unitType },
          summary: testAnalysis().summary,
        });
      },
    });
    const drain = await openCard('Slow drain at the bathroom sink');
    const d = within(drain);
    expect(d.getByTestId('quantity-display')).toHaveTextContent('1 each');

    await userEvent.click(d.getByRole('button', { name: 'Edit quantity' }));
    await userEvent.clear(d.getByLabelText('Quantity'));
    await userEvent.type(d.getByLabelText('Quantity'), '3');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(await d.findByTestId('quantity-display')).toHaveTextContent('3 each');
    expect(api.requests.at(-1)?.body).toEqual({ quantity: 3, unitType: 'each' });
    // 120 × 3 for the drain + 300 for the GFCI pair
    expect(screen.getByTestId('total-average')).toHaveTextContent('$660');

    // an empty value saves as 1
    await userEvent.click(d.getByRole('button', { name: 'Edit quantity' }));
    await userEvent.clear(d.getByLabelText('Quantity'));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(await d.findByTestId('quantity-display')).toHaveTextContent('1 each');
    expect(api.requests.at(-1)?.body).toEqual({ quantity: 1, unitType: 'each' });

    const calls = api.requests.length;
    // cancel restores the stored value without a call
    await userEvent.click(d.getByRole('button', { name: 'Edit quantity' }));
    await userEvent.type(d.getByLabelText('Quantity'), '9');
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    expect(d.getByTestId('quantity-display')).toHaveTextContent('1 each');
    expect(api.requests.length).toBe(calls);

    // a failed save: logged, no toast, the editor stays open
    fail = true;
    await userEvent.click(d.getByRole('button', { name: 'Edit quantity' }));
    await userEvent.type(d.getByLabelText('Quantity'), '5');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to update quantity:', expect.any(Error)));
    expect(d.getByLabelText('Quantity')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
  }, 15_000);

  it("downloads under the detail view's name and says 'Download Failed' on error", async () => {
    const created: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    let ok = true;
    renderPage({
      [ANALYSIS]: () => json(200, testAnalysis()),
      'GET /api/reports/5/download': () =>
        ok
          ? new Response('<!doctype html><p>report</p>', { status: 200, headers: { 'content-type': 'text/html' } })
          : json(403, { message: 'Unlock this report with 1 credit to download it.' }),
      'GET /api/onboarding': () => json(200, { steps: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatch(/^inspection-analysis-report-5-\d{4}-\d{2}-\d{2}\.html$/);

    ok = false;
    await userEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to download the report.')).toBeInTheDocument();
    click.mockRestore();
  });
});

describe('analysis cache', () => {
  it('is keyed by the report URL so unlocking (which refreshes /api/reports…) reloads it', async () => {
    const { queryClient } = renderPage({ [ANALYSIS]: () => json(200, testAnalysis()) });
    await screen.findByTestId('deficiency-list');
    expect(queryClient.getQueryData<Analysis>(['/api/reports', 5, 'analysis'])?.report.id).toBe(5);
  });
});
