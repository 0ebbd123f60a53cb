import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json } from '@/testing/web/fake-api';
import { testReportListItem } from '@/testing/web/fixtures';
import { renderWithApp } from '@/testing/web/render';
import { COMPLETION_SEEN_KEY } from '../utils/onboarding-steps';
import { reportParam, UploadPage } from './upload-page';

const handlers = () => ({
  'GET /api/onboarding': () =>
    json(200, {
      steps: [
        { id: 'upload', completed: true, points: 10 },
        { id: 'analyze', completed: true, points: 20 },
        { id: 'contractors', completed: true, points: 15 },
        { id: 'connect', completed: true, points: 15 },
        { id: 'download', completed: true, points: 10 },
      ],
    }),
  'GET /api/reports': () =>
    json(200, {
      items: [
        testReportListItem({
          id: 12,
          filename: 'maple-street.pdf',
          summary: {
            totalDeficiencies: 2,
            severityCount: null,
            totalCostRange: { min: 0, max: 0 },
            categoriesAffected: 0,
            categories: [],
          },
          enhancedData: { propertyAddress: null, contractors: {} },
        }),
      ],
      nextCursor: null,
      total: 4,
    }),
  'GET /api/reports/12/status': () => json(200, { status: 'processing', stage: 'analyzing', failureReason: null }),
  'GET /api/reports/12/analysis': () => json(404, { message: 'Report not found.' }),
});

describe('reportParam', () => {
  it('takes a whole number and ignores anything else', () => {
    expect(reportParam('?report=12')).toBe(12);
    for (const search of ['', '?report=', '?report=abc', '?report=12abc', '?report=-3', '?report=1.5', '?report=0'])
      expect(reportParam(search), search).toBeNull();
  });
});

describe('UploadPage', () => {
  it('shows the heading, the upload panel, the preview and the progress card', async () => {
    installFakeApi(handlers());
    renderWithApp(<UploadPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Powered Home Inspection Analysis' })).toBeInTheDocument();
    expect(screen.getByText('Upload Inspection Report')).toBeInTheDocument();
    expect(screen.getByText('Report Preview')).toBeInTheDocument();
    expect(await screen.findByText('70 / 70 points')).toBeInTheDocument();
    expect(screen.getByTestId('onboarding-complete')).toHaveTextContent('Congratulations!');
    expect(screen.queryByRole('region', { name: 'Analysis status' })).not.toBeInTheDocument();
  });

  it('shows the recent reports, and no progress card once its completion has been seen', async () => {
    localStorage.setItem(COMPLETION_SEEN_KEY, '1');
    const api = installFakeApi(handlers());
    renderWithApp(<UploadPage />, { path: '/' });
    const recent = await screen.findByRole('list', { name: 'Recent reports' });
    expect(recent).toHaveTextContent('maple-street.pdf');
    expect(screen.getByRole('link', { name: 'maple-street.pdf' })).toHaveAttribute('href', '/reports/12');
    expect(screen.getByRole('link', { name: 'All 4 reports' })).toHaveAttribute('href', '/reports');
    expect(api.requests.find((r) => r.path === '/api/reports')?.url.search).toBe('?limit=3');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/onboarding')).toBe(true));
    expect(screen.queryByText('Your Progress')).not.toBeInTheDocument();
    localStorage.removeItem(COMPLETION_SEEN_KEY);
  });

  it('follows ?report=ID to the analysis panel, and ignores a non-number', async () => {
    installFakeApi(handlers());
    renderWithApp(<UploadPage />, { path: '/?report=12' });
    expect(await screen.findByText('AI analyzing deficiencies...')).toBeInTheDocument();
  });

  it('ignores ?report when it is not a number', async () => {
    const api = installFakeApi(handlers());
    renderWithApp(<UploadPage />, { path: '/?report=abc' });
    await screen.findByText('70 / 70 points');
    expect(api.requests.some((r) => r.path.includes('/status'))).toBe(false);
  });
});
