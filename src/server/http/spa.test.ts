import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

describe('registerSpa', () => {
  const dist = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves every spelling of a share page the client router opens with the share headers', async () => {
    const app = Fastify();
    await registerSpa(app, dist);
    const token = 'A'.repeat(43);
    // the client router matches /shared/:token case-insensitively, so /SHARED/… opens the same share page
    for (const path of [`/shared/${token}`, `/SHARED/${token}`, `/Shared/${token}?x=1`]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers, path).toMatchObject({
        'cache-control': 'private, no-store',
        'referrer-policy': 'no-referrer',
        'x-robots-tag': 'noindex, nofollow',
      });
    }
    expect((await app.inject({ method: 'GET', url: '/reports' })).headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});
