import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { Analysis, DeficiencyUpdateResponse } from '@/contracts/reports';
import { lockedAnalysis, testAnalysis, testDeficiency, testFindings } from '@/testing/web/analysis-test-data';
import { type FakeHandler, installFakeApi, json } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { AnalysisPage } from './analysis-page';
import { LOCATION_PROMPT_TITLE } from './property-editor';

const ANALYSIS = 'GET /api/reports/5/analysis';
const renderPage = (handlers: Record<string, FakeHandler>) => {
  const api = installFakeApi(handlers);
  renderWithApp(
    <Route path="/reports/:id">
      <AnalysisPage />
    </Route>,
    { path: '/reports/5' },
  );
  return api;
};
const noLocation = { propertyAddress: null, property: null };
const austin = { street: null, city: 'Austin', state: 'TX', zip: '78701', edited: true };

describe('the owner corrects the analysis', () => {
  it('asks a locked report with no location for the ZIP first, checks it, and shows the corrected address', async () => {
    const api = renderPage({
      [ANALYSIS]: () => json(200, { ...lockedAnalysis(), ...noLocation }),
      'PATCH /api/reports/5/property': () =>
        json(200, { ...lockedAnalysis(), propertyAddress: 'Austin, TX 78701', property: austin }),
    });
    const prompt = await screen.findByTestId('location-prompt');
    expect(within(prompt).getByRole('heading')).toHaveTextContent(LOCATION_PROMPT_TITLE);
    // the prompt comes before the locked preview
    expect(
      prompt.compareDocumentPosition(screen.getByText('Analysis Preview')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    const zip = within(prompt).getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(zip, '787a');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Use this ZIP' }));
    expect(within(prompt).getByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);

    await userEvent.clear(zip);
    await userEvent.type(zip, '78701');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Use this ZIP' }));
    expect(await screen.findByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.queryByTestId('location-prompt')).toBeNull();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ zip: '78701' });
  });

  it('edits the whole address from the Edit beside it, with the server’s field message on a refusal', async () => {
    renderPage({
      [ANALYSIS]: () => json(200, testAnalysis()),
      'PATCH /api/reports/5/property': () =>
        json(400, { message: 'We could not find ZIP 00000.', fields: { zip: 'We could not find ZIP 00000.' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the property address' }));
    const form = screen.getByRole('form', { name: 'Edit the property address' });
    expect(within(form).getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    const zip = within(form).getByRole('textbox', { name: 'ZIP' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '00000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('We could not find ZIP 00000.')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves a private note on a finding and shows it in the detail', async () => {
    const [first] = testFindings();
    const api = renderPage({
      [ANALYSIS]: () => json(200, testAnalysis()),
      [`PUT /api/deficiencies/${first!.id}/note`]: (request) =>
        json(200, {
          deficiency: { ...first!, note: (request.body as { note: string }).note },
          summary: testAnalysis().summary,
        } satisfies DeficiencyUpdateResponse),
    });
    const article = await screen.findByRole('article', { name: first!.description });
    await userEvent.click(article.querySelector<HTMLButtonElement>('button[aria-expanded]')!);
    await userEvent.click(within(article).getByRole('button', { name: 'Add a note' }));
    await userEvent.type(within(article).getByRole('textbox', { name: 'Your note (private)' }), 'Ask for receipts');
    await userEvent.click(within(article).getByRole('button', { name: 'Save note' }));
    expect(await within(article).findByTestId('finding-note')).toHaveTextContent('Ask for receipts');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ note: 'Ask for receipts' });
  });

  it('marks a finding the owner added, and deletes it (the engine’s findings have no Delete)', async () => {
    const added = testDeficiency({ id: 77, description: 'Relief valve drips', addedByUser: true });
    const analysis: Analysis = testAnalysis({}, [...testFindings(), added]);
    renderPage({
      [ANALYSIS]: () => json(200, analysis),
      'DELETE /api/deficiencies/77': () => json(200, { summary: testAnalysis().summary }),
    });
    const article = await screen.findByRole('article', { name: 'Relief valve drips' });
    expect(within(article).getByTestId('added-by-you')).toHaveTextContent('Added by you');
    expect(screen.getAllByTestId('added-by-you')).toHaveLength(1);
    await userEvent.click(article.querySelector<HTMLButtonElement>('button[aria-expanded]')!);
    await userEvent.click(within(article).getByRole('button', { name: 'Delete finding' }));
    expect(await screen.findByTestId('showing-count')).toHaveTextContent(`of ${testFindings().length}`);
    expect(screen.queryByRole('article', { name: 'Relief valve drips' })).toBeNull();
  });

  it("shows an admin reading someone else's report no Edit, Add, note, quantity or exclusion control", async () => {
    const added = testDeficiency({ id: 77, description: 'Relief valve drips', addedByUser: true });
    const excluded = testDeficiency({ id: 78, description: 'Loose handrail', excluded: true });
    const theirs = (viewerIsOwner: boolean): Analysis => ({
      ...testAnalysis({ property: null, propertyAddress: null }, [...testFindings(), added, excluded]),
      viewerIsOwner,
    });
    // the same report as its owner sees it: every control is there (so their absence below is the flag's doing)
    renderPage({ [ANALYSIS]: () => json(200, theirs(true)) });
    expect(await screen.findByRole('button', { name: 'Edit the property address' })).toBeInTheDocument();
    expect(screen.getByTestId('location-prompt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a finding' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo exclusion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Include All Items' })).toBeInTheDocument();
    cleanup();

    renderPage({ [ANALYSIS]: () => json(200, theirs(false)) });
    const article = await screen.findByRole('article', { name: 'Relief valve drips' });
    expect(within(article).getByTestId('added-by-you')).toHaveTextContent('Added by the owner');
    expect(screen.queryByRole('button', { name: 'Edit the property address' })).toBeNull();
    expect(screen.queryByTestId('location-prompt')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a finding' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Include All Items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo exclusion' })).toBeNull();
    await userEvent.click(article.querySelector<HTMLButtonElement>('button[aria-expanded]')!);
    const detail = within(article);
    expect(detail.getByTestId('quantity-display')).toBeInTheDocument();
    expect(detail.queryByRole('button', { name: 'Edit quantity' })).toBeNull();
    expect(detail.queryByTestId('finding-note')).toBeNull();
    expect(detail.queryByRole('button', { name: 'Delete finding' })).toBeNull();
    expect(detail.queryByRole('button', { name: 'Exclude from Report' })).toBeNull();
  });
});
