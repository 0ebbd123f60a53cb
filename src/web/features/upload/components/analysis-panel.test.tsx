import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportStatusResponse } from '@/contracts/reports';
import { installFakeApi, json, never } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { toast } from '@/web/components/ui/use-toast';
import { rememberUploadToast } from '../utils/upload-toast';
import { AnalysisPanel } from './analysis-panel';
import { OnboardingCard } from './onboarding-card';

const status = (body: ReportStatusResponse) => () => json(200, body);

describe('AnalysisPanel', () => {
  it('shows the real stage with its phase label and progress', async () => {
    installFakeApi({
      'GET /api/reports/5/status': status({ status: 'processing', stage: 'pricing', failureReason: null }),
    });
    renderWithApp(<AnalysisPanel reportId={5} />);
    expect(await screen.findByText('Generating cost estimates...')).toBeInTheDocument();
    expect(screen.getByText('70%')).toBeInTheDocument();
    expect(screen.getByText('Analysis in Progress')).toBeInTheDocument();
    expect(screen.getByText(/under a minute/)).toBeInTheDocument();
  });

  it("counts a scan's pages as OCR reads them, from the status payload", async () => {
    installFakeApi({
      'GET /api/reports/6/status': status({
        status: 'processing',
        stage: 'ocr',
        stageProgress: { done: 12, total: 30 },
        failureReason: null,
      }),
    });
    renderWithApp(<AnalysisPanel reportId={6} />);
    expect(await screen.findByText('Reading scanned pages (12 of 30)...')).toBeInTheDocument();
    // 20 % at the first page, 40 % at the last: 12 of 30 is 28 %
    expect(screen.getByText('28%')).toBeInTheDocument();
  });

  it('polls the status every 2 s until the analysis completes', async () => {
    const stages: ReportStatusResponse[] = [
      { status: 'processing', stage: 'extracting', failureReason: null },
      { status: 'processing', stage: 'matching', failureReason: null },
      { status: 'completed', stage: 'done', failureReason: null },
    ];
    let call = 0;
    const api = installFakeApi({
      'GET /api/reports/9/status': () => json(200, stages[Math.min(call++, stages.length - 1)]),
      'GET /api/onboarding': () => json(200, { steps: [] }),
      'GET /api/reports': () => json(200, []),
    });
    renderWithApp(
      <>
        <AnalysisPanel reportId={9} />
        <OnboardingCard />
      </>,
    );
    expect(await screen.findByText('Extracting text...')).toBeInTheDocument();
    // the upload's 'being analyzed' toast goes away when the analysis completes
    act(() => rememberUploadToast(toast({ title: 'Upload successful', description: 'being analyzed' }).id));
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    const onboardingReads = () => api.requests.filter((r) => r.path === '/api/onboarding').length;
    const before = onboardingReads();
    expect(await screen.findByText('Finding contractor matches...', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Analysis Complete', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Analysis' })).toHaveAttribute('href', '/reports/9');
    await waitFor(() => expect(screen.queryByText('Upload successful')).not.toBeInTheDocument());
    // finishing refreshes the onboarding steps (the analyze step is now done)
    await waitFor(() => expect(onboardingReads()).toBeGreaterThan(before));
    const polls = api.requests.filter((r) => r.path === '/api/reports/9/status').length;
    await new Promise((r) => setTimeout(r, 2300));
    expect(api.requests.filter((r) => r.path === '/api/reports/9/status').length).toBe(polls);
  }, 10_000);

  it('shows the stored failure reason and retries with "Starting Retry..." while pending', async () => {
    const api = installFakeApi({
      'GET /api/reports/3/status': status({
        status: 'failed',
        stage: 'extracting',
        failureReason: 'This PDF contains no selectable text (it looks scanned).',
      }),
      'POST /api/reports/3/retry': () => never(),
    });
    renderWithApp(<AnalysisPanel reportId={3} />);
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
    expect(screen.getByText('The analysis encountered an error')).toBeInTheDocument();
    expect(screen.getByTestId('failure-reason')).toHaveTextContent('no selectable text');
    await userEvent.click(screen.getByRole('button', { name: 'Retry Analysis' }));
    expect(await screen.findByRole('button', { name: 'Starting Retry...' })).toBeDisabled();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/reports/3/retry')).toBe(true);
  });

  it('offers no retry for a scanned PDF: the reason, and what to upload instead', async () => {
    const api = installFakeApi({
      'GET /api/reports/5/status': status({
        status: 'failed',
        stage: 'extracting',
        failureReason: 'This PDF contains no selectable text (it looks scanned).',
        failureKind: 'scanned',
      }),
    });
    renderWithApp(<AnalysisPanel reportId={5} />);
    expect(await screen.findByTestId('failure-reason')).toHaveTextContent('no selectable text');
    expect(screen.getByTestId('scanned-hint')).toHaveTextContent(
      "Upload the inspector's original PDF or a text export",
    );
    expect(screen.getByRole('link', { name: 'your reports' })).toHaveAttribute('href', '/reports');
    expect(screen.queryByRole('button', { name: 'Retry Analysis' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's reason when a retry is refused", async () => {
    installFakeApi({
      'GET /api/reports/4/status': status({ status: 'failed', stage: 'queued', failureReason: 'x' }),
      'POST /api/reports/4/retry': () =>
        json(409, { message: 'The original file was deleted 72 hours after upload; please upload it again.' }),
    });
    renderWithApp(<AnalysisPanel reportId={4} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Analysis' }));
    expect(await screen.findByText(/deleted 72 hours after upload/)).toBeInTheDocument();
  });

  it('says when the report is not found (not a number of retries of a 404)', async () => {
    installFakeApi({ 'GET /api/reports/77/status': () => json(404, { message: 'Report not found.' }) });
    renderWithApp(<AnalysisPanel reportId={77} />);
    expect(await screen.findByText('Report Not Found')).toBeInTheDocument();
  });
});
