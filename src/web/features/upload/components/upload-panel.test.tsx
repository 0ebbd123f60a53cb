import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES } from '@/contracts/reports';
import { installFakeApi, json, type FakeHandler } from '@/testing/web/fake-api';
import { renderWithApp } from '@/testing/web/render';
import { UploadPanel } from './upload-panel';

const MB = 1024 * 1024;
const pdf = (name = 'inspection.pdf') => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

const setup = (handler: FakeHandler) => {
  const api = installFakeApi({
    'POST /api/reports/upload': handler,
    'GET /api/onboarding': () => json(200, { steps: [] }),
    'GET /api/reports': () => json(200, []),
  });
  const onUploaded = vi.fn();
  const onFileChange = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  renderWithApp(<UploadPanel onUploaded={onUploaded} onFileChange={onFileChange} />);
  const input = screen.getByLabelText('Inspection report file');
  return { user, input, onUploaded, onFileChange, api };
};

describe('UploadPanel', () => {
  // the panel's progress runs on timers; userEvent is told to advance them
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it("shows the spec's drop zone texts", () => {
    setup(() => json(201, { reportId: 1 }));
    expect(screen.getByText('Upload Inspection Report')).toBeInTheDocument();
    expect(screen.getByText('Drop your inspection report here')).toBeInTheDocument();
    expect(screen.getByText('or click to browse files')).toBeInTheDocument();
    expect(screen.getByText('Supports PDF and text files up to 25MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
  });

  it('climbs by 10 every 200 ms to 90 while uploading, with the drop zone disabled, then 100 and a reset after 2 s', async () => {
    let respond: (r: Response) => void = () => {};
    const { user, input, onUploaded, onFileChange } = setup(() => new Promise<Response>((r) => (respond = r)));
    await user.upload(input, pdf());
    expect(screen.getByText('inspection.pdf')).toBeInTheDocument();
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByTestId('upload-dropzone')).toHaveAttribute('aria-disabled', 'true');
    const bar = () => Number(screen.getByLabelText('Upload progress').getAttribute('aria-valuenow') ?? 0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(bar()).toBeGreaterThanOrEqual(20);
    expect(bar()).toBeLessThanOrEqual(40);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(bar()).toBe(90);

    await act(async () => respond(json(201, { reportId: 41 })));
    await waitFor(() => expect(bar()).toBe(100));
    expect(onUploaded).toHaveBeenCalledWith({ reportId: 41, filename: 'inspection.pdf' });
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    expect(screen.getByText('Your inspection report is being analyzed...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Drop your inspection report here')).toBeInTheDocument();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses a file over 25 MB with the spec message under "File Upload Error", without calling the server', async () => {
    const { user, input, api } = setup(() => json(201, { reportId: 1 }));
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: 26 * MB });
    await user.upload(input, big);
    expect(await screen.findByText('File Upload Error')).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_MESSAGES.tooLarge(26 * MB))).toBeInTheDocument();
    expect(screen.getByText(/File size \(26\.0MB\) exceeds the 25MB limit/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses a file that is not PDF or text', async () => {
    const { user, input } = setup(() => json(201, { reportId: 1 }));
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('File Upload Error')).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_MESSAGES.wrongType)).toBeInTheDocument();
  });

  it('shows "Upload Failed" with the server message, and resets 2 s later', async () => {
    const { user, input, onUploaded } = setup(() => json(415, { message: UPLOAD_MESSAGES.wrongType }));
    await user.upload(input, pdf());
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_MESSAGES.wrongType)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Drop your inspection report here')).toBeInTheDocument();
  });

  it('falls back to "Failed to upload report" when there is no message', async () => {
    const { user, input } = setup(() => {
      throw new Error('boom');
    });
    await user.upload(input, pdf());
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload report')).toBeInTheDocument();
  });
});
