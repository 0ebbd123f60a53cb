import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json } from '@/web/test/fake-api';
import { renderWithApp } from '@/web/test/render';
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
