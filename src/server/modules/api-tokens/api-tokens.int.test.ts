import type { InjectOptions, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '@/contracts/api-tokens';
import { apiTokens, reports } from '../../db/schema';
import { createOwnedWorld, type OwnedWorld } from '@/testing/server/owned-world';
import { toSweptRoutes } from '@/testing/server/route-table';
import { type TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { routeAccess } from '../auth/route-access';
import { multipart, sampleTextReport } from '@/testing/server/report-fixtures';
import { hashApiTokenSecret } from './api-token-secret';

// Personal API tokens end to end through the real app: what a token reaches (the owner's report routes, with the
// session's ownership and lock rules) and every route it does not (recorded from Fastify's route table, so a route
// added later is checked too), revocation, expiry, the Origin rule and the per-token budget.

const recorded: RouteOptions[] = [];

const RATE_LIMIT = 30;

describe('personal API tokens', () => {
  let t: TestApp;
  let world: OwnedWorld;
  let secret: string;

  const bearer = (token: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(options.headers as object), authorization: `Bearer ${token}` } });
  const create = async (client: TestClient, body: object = { name: 'CI script', expiresInDays: null }) => {
    const response = await client.post('/api/tokens', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { token: { id: number; prefix: string }; secret: string };
  };

  beforeAll(async () => {
    t = await createTestApp(
      { API_TOKEN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
      { onRoute: (route) => recorded.push(route) },
    );
    world = await createOwnedWorld(t);
    ({ secret } = await create(world.owner));
  });
  afterAll(() => t.close());

  it('is shown once, stored hashed, and listed by name and prefix only', async () => {
    expect(secret).toMatch(/^pl_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.ctx.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashApiTokenSecret(secret)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(secret.slice(3));
    const list = await world.owner.get('/api/tokens');
    // newest first (the owner's world came with one already)
    expect(list.json()[0]).toEqual(
      expect.objectContaining({ name: 'CI script', prefix: secret.slice(0, 9), expiresAt: null, lastUsedAt: null }),
    );
    expect(list.body).not.toContain(secret);
    // the stranger sees none of it
    expect((await world.stranger.get('/api/tokens')).json()).toEqual([]);
    const invalid = await world.owner.post('/api/tokens', { name: '  ', expiresInDays: 7 });
    expect(invalid.statusCode).toBe(400);
  });

  it("works without a cookie or an Origin on the owner's report routes, with the session's rules", async () => {
    const { report, deficiency } = world.ids;
    const ok = async (options: InjectOptions) => {
      const response = await bearer(secret, options);
      expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBeLessThan(300);
      return response;
    };
    expect((await ok({ method: 'GET', url: '/api/reports' })).json()).toEqual([
      expect.objectContaining({ id: report }),
    ]);
    expect((await ok({ method: 'GET', url: `/api/reports/${report}/status` })).json().status).toBe('completed');
    expect(
      (await ok({ method: 'GET', url: `/api/reports/${report}/analysis` })).json().deficiencies.plumbing,
    ).toHaveLength(1);
    expect((await ok({ method: 'GET', url: `/api/reports/${report}/contractors` })).statusCode).toBe(200);
    expect((await ok({ method: 'GET', url: `/api/reports/${report}/download` })).headers['content-type']).toContain(
      'text/html',
    );
    // a foreign Origin does not matter without a cookie: nothing ambient is involved
    const patched = await ok({
      method: 'PATCH',
      url: `/api/deficiencies/${deficiency}`,
      payload: { excluded: true },
      headers: { origin: 'https://integrator.example' },
    });
    expect(patched.json().deficiency.excluded).toBe(true);
    await ok({
      method: 'PUT',
      url: `/api/deficiencies/${deficiency}/quantity`,
      payload: { quantity: 2, unitType: 'each' },
    });
    const body = multipart([{ filename: 'api.txt', contentType: 'text/plain', data: sampleTextReport() }]);
    const uploaded = await ok({
      method: 'POST',
      url: '/api/reports/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, uploaded.json().reportId));
    expect(row!.userId).toBe(world.ownerId);

    const [used] = await t.ctx.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashApiTokenSecret(secret)));
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it("answers 404 for another user's report, and an admin's token is no admin", async () => {
    const { secret: strangers } = await create(world.stranger);
    for (const url of [`/api/reports/${world.ids.report}/analysis`, `/api/reports/${world.ids.report}/status`]) {
      expect((await bearer(strangers, { method: 'GET', url })).statusCode).toBe(404);
    }
    const { secret: admins } = await create(world.admin);
    expect((await bearer(admins, { method: 'GET', url: `/api/reports/${world.ids.report}/analysis` })).statusCode).toBe(
      404,
    );
    expect((await bearer(admins, { method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(403);
  });

  it('is refused (403, before anything is read) on every route that does not accept tokens', async () => {
    const refused = toSweptRoutes(recorded).filter((route) => {
      const options = recorded.find((r) => r.url === route.url);
      return (
        route.url.startsWith('/api/') &&
        !options?.config?.apiToken &&
        routeAccess(route.url, options?.config?.access) !== 'public'
      );
    });
    const urls = refused.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'DELETE /api/account',
      'POST /api/tokens',
      'DELETE /api/tokens/:id',
      'GET /api/tokens',
      'PUT /api/webhook',
      'GET /api/admin/stats',
      'DELETE /api/reports/:id',
      'POST /api/auth/password',
      'POST /api/reports/:reportId/deficiencies/:deficiencyId/message-contractors',
    ])
      expect(urls).toContain(expected);
    const wrong: string[] = [];
    for (const route of refused) {
      const url = route.url.replace(/:[A-Za-z]+/g, String(world.ids.report));
      const response = await bearer(secret, {
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      if (response.statusCode !== 403 || response.json().message !== API_TOKEN_MESSAGES.notAllowed)
        wrong.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect((await world.owner.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('keeps the Origin check for a request that carries a cookie, bearer or not', async () => {
    const response = await bearer(secret, {
      method: 'PATCH',
      url: `/api/deficiencies/${world.ids.deficiency}`,
      payload: { excluded: false },
      headers: { origin: 'https://evil.example', cookie: `punchlist_session=${world.owner.sessionCookie}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site request refused.');
  });

  it('stops working once revoked or expired, and only its owner revokes it', async () => {
    const url = `/api/reports/${world.ids.report}/status`;
    const revoked = await create(world.owner, { name: 'to revoke', expiresInDays: 30 });
    expect((await bearer(revoked.secret, { method: 'GET', url })).statusCode).toBe(200);
    expect((await world.stranger.delete(`/api/tokens/${revoked.token.id}`)).statusCode).toBe(404);
    expect((await world.owner.delete(`/api/tokens/${revoked.token.id}`)).statusCode).toBe(204);
    const afterRevoke = await bearer(revoked.secret, { method: 'GET', url });
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().message).toBe(API_TOKEN_MESSAGES.invalid);

    const expiring = await create(world.owner, { name: 'to expire', expiresInDays: 30 });
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.token.id));
    expect((await bearer(expiring.secret, { method: 'GET', url })).statusCode).toBe(401);
    // a made-up token of the right shape, and a cookie's worth of garbage
    expect((await bearer(`pl_${'A'.repeat(43)}`, { method: 'GET', url })).statusCode).toBe(401);
    expect((await bearer('pl_nope', { method: 'GET', url })).statusCode).toBe(401);
  });

  it('has a budget per token per minute (429 past it), apart from other tokens', async () => {
    const url = `/api/reports/${world.ids.report}/status`;
    const busy = await create(world.owner, { name: uniqueName('busy'), expiresInDays: null });
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await bearer(busy.secret, { method: 'GET', url })).statusCode);
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
    const limited = await bearer(busy.secret, { method: 'GET', url });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(API_TOKEN_MESSAGES.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await bearer(secret, { method: 'GET', url })).statusCode).toBe(200);
  });
});
