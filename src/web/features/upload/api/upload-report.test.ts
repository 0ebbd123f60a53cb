import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '@/testing/web/fake-api';
import { uploadReport } from './upload-report';

afterEach(() => vi.unstubAllGlobals());

const file = () => new File(['Roof: worn shingles'], 'report.txt', { type: 'text/plain' });

describe('uploadReport', () => {
  it('sends the file as multipart field `file` and returns the report id', async () => {
    const api = installFakeApi({ 'POST /api/reports/upload': () => json(201, { reportId: 12 }) });
    expect(await uploadReport(file())).toEqual({ reportId: 12 });
    const body = api.requests[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('report.txt');
  });

  it('tries again after a 401, waiting attempt × 500 ms, up to 3 attempts', async () => {
    let calls = 0;
    installFakeApi({
      'POST /api/reports/upload': () =>
        ++calls < 3 ? json(401, { message: 'Please sign in to continue.' }) : json(201, { reportId: 3 }),
    });
    const waits: number[] = [];
    expect(await uploadReport(file(), async (ms) => void waits.push(ms))).toEqual({ reportId: 3 });
    expect(waits).toEqual([500, 1000]);
  });

  it('gives up after the third 401', async () => {
    const api = installFakeApi({
      'POST /api/reports/upload': () => json(401, { message: 'Please sign in to continue.' }),
    });
    await expect(uploadReport(file(), async () => {})).rejects.toThrow('401: Please sign in to continue.');
    expect(api.requests).toHaveLength(3);
  });

  it('does not retry other errors', async () => {
    const api = installFakeApi({
      'POST /api/reports/upload': () => json(415, { message: 'Only PDF and text files…' }),
    });
    await expect(uploadReport(file(), async () => {})).rejects.toThrow(/^415/);
    expect(api.requests).toHaveLength(1);
  });
});
