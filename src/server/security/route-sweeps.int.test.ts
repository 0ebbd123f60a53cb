import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deficiencies, reports, sessions, userSettings } from '../db/schema';
import { SIGNATURE_VERIFIED_PATHS } from '../http/origin-check';
import { createSession } from '../modules/auth/sessions';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { createOwnedWorld, MISSING_ID, type OwnedWorld, snapshotOwnedWorld } from '@/testing/server/owned-world';
import { countPrintedRoutes, fillPath, isMutating, type SweptRoute, toSweptRoutes } from '@/testing/server/route-table';

// Sweeps over the app's whole route table (recorded as Fastify registers it): a foreign Origin on every mutating
// route, every route signed out, every route that takes an id called with someone else's, every admin route by a
// non-admin, and every list a stranger can read. A new route is swept without being listed here; a route the
// sweep cannot fill in (a new kind of id, a body it does not know) fails the test until it is taught.

const recorded: RouteOptions[] = [];

/** Routes anyone may call signed out. */
const PUBLIC = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/logout',
  'GET /api/logout',
  'GET /api/health',
  'GET /api/site-config',
  'GET /api/maintenance-status',
  'GET /api/auth/session',
  'POST /api/waitlist',
  'GET /api/credits/packages',
  'POST /api/sms/status',
  'POST /api/stripe/webhook',
  // a read-only share link: the token is the key (share-links.int.test.ts)
  'GET /api/shared/:token',
  'GET /api/openapi.json',
]);

/** Owned answers a browser may keep for its user alone (a page image of the user's upload: page-image-routes.ts). */
const PRIVATE_CACHE = new Set(['GET /api/reports/:id/pages/:page']);

type Ids = OwnedWorld['ids'] & { user: number };

const MISSING: Ids = {
  report: MISSING_ID,
  deficiency: MISSING_ID,
  notification: MISSING_ID,
  checkoutSession: 'cs_local_missing0000000000000000',
  contractor: 'dir_0',
  apiToken: MISSING_ID,
  user: MISSING_ID,
  repairRequest: MISSING_ID,
  shareLink: MISSING_ID,
  question: MISSING_ID,
};

/** Which of the owner's ids a path parameter takes. */
const idFor = (ids: Ids, route: SweptRoute) => (param: string, resource: string) => {
  if (param === 'reportId' || (param === 'id' && resource === 'reports')) return ids.report;
  if (param === 'deficiencyId' || (param === 'id' && resource === 'deficiencies')) return ids.deficiency;
  if (param === 'id' && resource === 'notifications') return ids.notification;
  if (param === 'sessionId') return ids.checkoutSession;
  if (param === 'contractorId') return ids.contractor;
  if (param === 'id' && resource === 'users') return ids.user;
  if (param === 'id' && resource === 'repair-requests') return ids.repairRequest;
  if (param === 'id' && resource === 'share-links') return ids.shareLink;
  if (param === 'questionId') return ids.question;
  if (param === 'page' && resource === 'pages') return 1;
  if (param === 'token' && resource === 'shared') return 'x'.repeat(43);
  if (param === 'id' && resource === 'tokens') return ids.apiToken;
  throw new Error(`the sweep does not know what :${param} after /${resource}/ is (${route.method} ${route.url})`);
};

const repairRequestBody = (ids: Ids) => ({
  title: 'Sweep',
  buyerNames: '',
  propertyAddress: '',
  responseDeadline: null,
  opening: '',
  items: [{ deficiencyId: ids.deficiency, type: 'repair', amountCents: null, note: '' }],
});

/** Valid bodies, so that a refusal is about who asks, never about the input. */
const BODIES: Record<string, (ids: Ids) => unknown> = {
  'PUT /api/auth/profile': () => ({ firstName: 'Sweep' }),
  // the caller's own password (TestClient.register's), kept as it is
  'POST /api/auth/password': () => ({ currentPassword: 'correct-horse', newPassword: 'correct-horse' }),
  'PUT /api/auth/email': () => ({ email: 'sweep-new-address@example.com', currentPassword: 'correct-horse' }),
  'POST /api/auth/password-reset': () => ({ email: 'sweep@example.com' }),
  'POST /api/auth/password-reset/confirm': () => ({ token: 'x'.repeat(43), password: 'sweep-password' }),
  'POST /api/contractors/search': () => ({ address: '83702' }),
  'PATCH /api/deficiencies/:id': () => ({ excluded: true }),
  'PUT /api/deficiencies/:id/quantity': () => ({ quantity: 7, unitType: 'each' }),
  'PUT /api/deficiencies/:id/note': () => ({ note: 'Sweep note' }),
  'PATCH /api/reports/:id/property': () => ({ zip: '83702' }),
  'POST /api/reports/:id/deficiencies': () => ({ title: 'Sweep finding', categoryKey: 'plumbing', severity: 'minor' }),
  'PATCH /api/notifications/:id': () => ({ read: true }),
  'POST /api/reports/:reportId/deficiencies/:deficiencyId/message-contractors': (ids) => ({
    homeownerName: 'Sweep Tester',
    homeownerPhone: '208-555-0199',
    contractorIds: [ids.contractor],
  }),
  'POST /api/contractors/:contractorId/message': (ids) => ({
    reportId: ids.report,
    deficiencyId: ids.deficiency,
    homeownerName: 'Sweep Tester',
    homeownerPhone: '208-555-0199',
  }),
  'POST /api/checkout/test/:sessionId/pay': () => ({}),
  'POST /api/checkout/test/:sessionId/cancel': () => ({}),
  'POST /api/create-checkout-session': () => ({ packageId: 1 }),
  'PUT /api/admin/maintenance': () => ({ enabled: false }),
  'POST /api/reports/:id/repair-requests': (ids) => repairRequestBody(ids),
  'PUT /api/repair-requests/:id': (ids) => repairRequestBody(ids),
  'POST /api/reports/:id/share-links': (ids) => ({
    label: 'sweep',
    displayName: '',
    expiresInDays: 7,
    repairRequestId: ids.repairRequest,
  }),
  'POST /api/tokens': () => ({ name: 'Sweep token', expiresInDays: 30 }),
  'POST /api/reports/:id/questions': () => ({ question: 'How old is the water heater?' }),
  'PUT /api/webhook': () => ({ url: 'http://localhost:9/sweep-hook' }),
  'POST /api/admin/users/:id/credits': () => ({ amount: 1, reason: 'route sweep' }),
};
const QUERIES: Record<string, string> = { 'GET /api/admin/cost-match': '?text=leaking%20trap&zip=83702' };

const key = (route: SweptRoute) => `${route.method} ${route.url}`;
const isAdminRoute = (route: SweptRoute) => route.url.startsWith('/api/admin/');
const takesId = (route: SweptRoute) => route.params.length > 0 || route.bodyIds.length > 0;

const requestFor = (route: SweptRoute, ids: Ids, headers: Record<string, string> = {}): InjectOptions => {
  const body = BODIES[key(route)]?.(ids);
  return {
    method: route.method as 'GET',
    url: fillPath(route, idFor(ids, route)) + (QUERIES[key(route)] ?? ''),
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  };
};

const call = (client: TestClient, route: SweptRoute, ids: Ids, headers: Record<string, string> = {}) =>
  client.request(requestFor(route, ids, headers));

/** Collects every wrong answer of a sweep, so one run names them all. */
const problems = () => {
  const found: string[] = [];
  return {
    found,
    check: (ok: boolean, route: SweptRoute, response: LightMyRequestResponse, what: string) => {
      if (!ok) found.push(`${what}: ${describeAnswer(route, response)}`);
    },
  };
};

const describeAnswer = (route: SweptRoute, response: LightMyRequestResponse) =>
  `${key(route)} → ${response.statusCode} ${response.body.slice(0, 200)}`;

describe('route sweeps', () => {
  let t: TestApp;
  let routes: SweptRoute[];
  let world: OwnedWorld;
  let ownerIds: Ids;

  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMS_RATE_LIMIT_PER_HOUR: '1000' },
      { onRoute: (route) => recorded.push(route) },
    );
    routes = toSweptRoutes(recorded);
    world = await createOwnedWorld(t);
    ownerIds = { ...world.ids, user: world.ownerId };
    const settings = (await world.owner.get('/api/settings')).json();
    BODIES['PUT /api/settings'] = () => settings;
  });
  afterAll(() => t.close());

  it('records the whole route table (every route Fastify prints)', () => {
    expect(routes.length).toBe(countPrintedRoutes(t.app.printRoutes({ commonPrefix: false })));
    expect(routes.length).toBeGreaterThan(40);
    for (const known of ['POST /api/reports/upload', 'DELETE /api/reports/:id', 'PATCH /api/deficiencies/:id'])
      expect(routes.map(key)).toContain(known);
    // the body of the single-contractor message names a report and a finding: it is swept as an id route
    expect(routes.find((r) => key(r) === 'POST /api/contractors/:contractorId/message')?.bodyIds).toEqual([
      'reportId',
      'deficiencyId',
    ]);
  });

  it('refuses a foreign Origin (or a cross-site fetch) on every mutating route, before it does anything', async () => {
    const before = await snapshotOwnedWorld(t, world);
    const mutating = routes.filter((r) => isMutating(r) && !SIGNATURE_VERIFIED_PATHS.includes(r.url));
    expect(mutating.length).toBeGreaterThan(20);
    const attacks: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    const { found, check } = problems();
    for (const route of mutating) {
      for (const attack of attacks) {
        // as the owner (ambient cookie), with the owner's real ids and a valid body: only the Origin check is in
        // the way (app.inject directly: the test client would add a same-site Origin)
        const headers = { cookie: `punchlist_session=${world.owner.sessionCookie}`, ...attack };
        const response = await t.app.inject(requestFor(route, ownerIds, headers));
        check(
          response.statusCode === 403 && response.json().message === 'Cross-site request refused.',
          route,
          response,
          JSON.stringify(attack),
        );
      }
      // the same route reached through an encoded path is the same route
      const encoded = await t.app.inject({
        ...requestFor(route, ownerIds, { cookie: `punchlist_session=${world.owner.sessionCookie}` }),
        url: fillPath(route, idFor(ownerIds, route)).replace('/api/', '/%61pi/'),
        headers: { cookie: `punchlist_session=${world.owner.sessionCookie}`, origin: 'https://evil.example' },
      });
      check(encoded.statusCode === 403, route, encoded, 'encoded path');
    }
    expect(found).toEqual([]);
    expect(await snapshotOwnedWorld(t, world)).toEqual(before);
    expect((await world.owner.get('/api/auth/user')).statusCode).toBe(200);
  });

  // The default setup (local checkout, SMS outbox) registers the SMS callback only to answer 404; the real providers'
  // signature checks are tested with them: stripe-checkout.int.test.ts (400) and twilio-messaging.int.test.ts (403).
  it('refuses a provider callback from a foreign Origin without a valid signature (default providers)', async () => {
    const callbacks = routes.filter((r) => SIGNATURE_VERIFIED_PATHS.includes(r.url));
    expect(callbacks.length).toBeGreaterThan(0);
    for (const route of callbacks) {
      const response = await world.stranger.post(
        route.url,
        { MessageSid: 'SM1', MessageStatus: 'delivered' },
        { origin: 'https://evil.example' },
      );
      expect([400, 403, 404], describeAnswer(route, response)).toContain(response.statusCode);
    }
  });

  it('marks every API answer no-store (per-user data in no cache), signed in or out, errors included', async () => {
    const { found, check } = problems();
    // GET /api/logout would sign the owner out; public, user-independent answers may say how long they keep
    const reads = routes.filter((r) => r.method === 'GET' && r.url !== '/api/logout');
    for (const route of reads) {
      for (const client of [world.owner, new TestClient(t.app)]) {
        const response = await call(client, route, ownerIds);
        const header = response.headers['cache-control'];
        const allowed = PUBLIC.has(key(route))
          ? Boolean(header)
          : header === 'no-store' || (PRIVATE_CACHE.has(key(route)) && /^private, max-age=\d+$/.test(String(header)));
        check(allowed, route, response, 'cache-control');
      }
    }
    expect(found).toEqual([]);
    expect((await world.owner.get('/api/auth/user')).headers['cache-control']).toBe('no-store');
    expect((await world.owner.get('/api/auth/session')).headers['cache-control']).toBe('no-store');
  });

  it('answers 401 on every route that is not public when signed out', async () => {
    const anonymous = new TestClient(t.app);
    const guarded = routes.filter((r) => !PUBLIC.has(key(r)));
    expect(guarded.length).toBeGreaterThan(30);
    const { found, check } = problems();
    for (const route of guarded) {
      const response = await call(anonymous, route, ownerIds);
      check(response.statusCode === 401 && typeof response.json().message === 'string', route, response, 'signed out');
    }
    expect(found).toEqual([]);
  });

  it('answers 401 signed out before it reads or validates anything (a broken body, invalid ids and query)', async () => {
    const anonymous = new TestClient(t.app);
    const guarded = routes.filter((r) => !PUBLIC.has(key(r)));
    const mutating = guarded.filter(isMutating);
    expect(mutating.length).toBeGreaterThan(20);
    const { found, check } = problems();
    for (const route of guarded) {
      // every path parameter a word, every id query absurd: each would be a 400 once validated
      const url = `${route.url.replace(/:[A-Za-z]+/g, 'not-an-id')}?page=-1&limit=zero&zip=%00`;
      const invalid: InjectOptions[] = [{ method: route.method as 'GET', url }];
      if (isMutating(route)) {
        const json = { 'content-type': 'application/json' };
        invalid.push(
          // JSON that does not parse (a 400 from the body parser, schema or none)
          { method: route.method as 'GET', url, headers: json, payload: '{"broken": ' },
          // well-formed, with the owner's real ids, but the wrong shape for any body schema
          { ...requestFor(route, ownerIds), headers: json, payload: '[["not", "a", "body"]]' },
          // a content type nothing parses (a 415 from the parser)
          { ...requestFor(route, ownerIds), headers: { 'content-type': 'text/csv' }, payload: 'a,b' },
        );
      }
      for (const request of invalid) {
        const response = await anonymous.request(request);
        check(
          response.statusCode === 401 && response.json().message === 'Please sign in to continue.',
          route,
          response,
          `signed out, invalid input (${request.url})`,
        );
      }
    }
    expect(found).toEqual([]);
  });

  it("answers 404 to another user on every route that takes the owner's ids, exactly as for a missing id", async () => {
    const before = await snapshotOwnedWorld(t, world);
    const owned = routes.filter((r) => takesId(r) && !isAdminRoute(r) && !PUBLIC.has(key(r)));
    const kinds = new Set(owned.flatMap((r) => [...r.params, ...r.bodyIds]));
    for (const kind of ['id', 'reportId', 'deficiencyId', 'sessionId']) expect(kinds).toContain(kind);
    // per-report logs of the owner's own doings are swept too (the owned world has a text in this one)
    expect(owned.map(key)).toContain('GET /api/reports/:id/messages');

    const { found, check } = problems();
    for (const route of owned) {
      if (route.params.length === 0 && !BODIES[key(route)])
        throw new Error(`${key(route)} takes ${route.bodyIds.join(', ')} in its body: give the sweep a body for it`);
      const theirs = await call(world.stranger, route, ownerIds);
      const missing = await call(world.stranger, route, MISSING);
      if (key(route) === 'POST /api/create-checkout-session') {
        // the report id is a hint for the success page, kept only when it is the buyer's own (credits tests)
        check(theirs.statusCode === 200, route, theirs, 'checkout for a foreign report');
        continue;
      }
      check(theirs.statusCode === 404, route, theirs, "someone else's id");
      // nothing tells someone else's object from one that does not exist
      check(theirs.body === missing.body && missing.statusCode === 404, route, missing, 'a missing id answers');
    }
    expect(found).toEqual([]);
    expect(await snapshotOwnedWorld(t, world)).toEqual(before);

    // the same calls by the owner pass the ownership check and validation (the sweep's input is real);
    // destructive ones last, a report's own objects (more path ids) before the report itself
    const deletes = (r: SweptRoute) => (r.method === 'DELETE' ? 1 + 1 / (1 + r.params.length) : 0);
    const ordered = [...owned].sort((a, b) => deletes(a) - deletes(b));
    const owner = problems();
    for (const route of ordered) {
      const response = await call(world.owner, route, ownerIds);
      owner.check(![400, 401, 403, 404].includes(response.statusCode), route, response, 'the owner');
    }
    expect(owner.found).toEqual([]);
  });

  it('answers 403 to a signed-in non-admin on every admin route, and serves the admin', async () => {
    const adminRoutes = routes.filter(isAdminRoute);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const { found, check } = problems();
    for (const route of adminRoutes) {
      for (const client of [world.stranger, world.owner]) {
        const response = await call(client, route, ownerIds);
        check(response.statusCode === 403, route, response, 'a non-admin');
      }
      // the admin is let through (the answer may still be about the data: a deleted report, a file gone)
      const response = await call(world.admin, route, ownerIds);
      check(![400, 401, 403].includes(response.statusCode) && response.statusCode < 500, route, response, 'the admin');
    }
    expect(found).toEqual([]);
  });

  it("never shows a stranger anything of the owner's on a list or account route", async () => {
    const lists = routes.filter((r) => r.method === 'GET' && !takesId(r) && !isAdminRoute(r) && !PUBLIC.has(key(r)));
    expect(lists.length).toBeGreaterThan(5);
    let ownerSees = 0;
    const { found, check } = problems();
    for (const route of lists) {
      const theirs = await call(world.stranger, route, ownerIds);
      check(theirs.statusCode === 200, route, theirs, 'the stranger');
      for (const marker of world.markers) check(!theirs.body.includes(marker), route, theirs, `shows ${marker}`);
      const own = await call(world.owner, route, ownerIds);
      if (world.markers.some((marker) => own.body.includes(marker))) ownerSees++;
    }
    expect(found).toEqual([]);
    // the markers are real: the owner's own lists do show them
    expect(ownerSees).toBeGreaterThan(1);
  });
  it("gives the owner nothing of a locked report's findings on any route or file (export included)", async () => {
    const word = uniqueName('lockedword');
    const [report] = await t.ctx.db
      .insert(reports)
      .values({
        userId: world.ownerId,
        filename: 'locked-sweep.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 100,
        status: 'completed',
        stage: 'done',
        completedAt: new Date(),
      })
      .returning({ id: reports.id });
    const [finding] = await t.ctx.db
      .insert(deficiencies)
      .values({
        reportId: report!.id,
        position: 0,
        categoryKey: 'roofing',
        severity: 'critical',
        location: `${word} attic`,
        description: `${word} description`,
        recommendation: `${word} recommendation`,
        quote: `${word} quote`,
        page: 4,
        trade: 'roofer',
      })
      .returning({ id: deficiencies.id });
    const locked: Ids = { ...ownerIds, report: report!.id, deficiency: finding!.id };
    // every read, and every route that names a finding (their answers carry one), as the owner
    const reads = routes.filter(
      (r) => r.method === 'GET' || r.params.includes('deficiencyId') || r.url.includes('/deficiencies/'),
    );
    expect(reads.map(key)).toEqual(
      expect.arrayContaining(['GET /api/account/export', 'GET /api/reports/:id/download']),
    );
    const { found, check } = problems();
    for (const route of reads) {
      const response = await call(world.owner, route, locked);
      check(!response.body.includes(word), route, response, 'a locked finding');
    }
    expect(found).toEqual([]);
    await t.ctx.db.delete(reports).where(eq(reports.id, report!.id));
  });

  // last: the stranger deletes their own account at the end
  it("changes nothing of the owner's when the stranger calls every route that acts on the caller's own data", async () => {
    const ownerSettings = async () =>
      (await t.ctx.db.select().from(userSettings).where(eq(userSettings.userId, world.ownerId)))[0]?.settings;
    const before = { world: await snapshotOwnedWorld(t, world), settings: await ownerSettings() };
    const strangerName = (await world.stranger.get('/api/auth/user')).json().username as string;
    const ownerSessions = async () =>
      (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, world.ownerId))).length;
    await createSession(t.ctx.db, world.ownerId); // the owner signed in somewhere, whatever earlier sweeps did
    const sessionsBefore = await ownerSessions();
    const own = routes.filter((r) => isMutating(r) && !takesId(r) && !isAdminRoute(r) && !PUBLIC.has(key(r)));
    for (const expected of ['PUT /api/settings', 'PUT /api/auth/profile', 'POST /api/notifications/read-all'])
      expect(own.map(key)).toContain(expected);
    for (const expected of ['POST /api/auth/password', 'PUT /api/auth/email', 'POST /api/auth/sign-out-everywhere'])
      expect(own.map(key)).toContain(expected);
    const deleteAccount = own.filter((r) => key(r) === 'DELETE /api/account');
    expect(deleteAccount).toHaveLength(1);
    // signing out everywhere ends the stranger's session too: it comes last but one, then the stranger signs in again
    const signOutEverywhere = own.filter((r) => key(r) === 'POST /api/auth/sign-out-everywhere');
    // settings that differ from the owner's, so a write to the wrong row would show
    const settings = BODIES['PUT /api/settings']!(ownerIds) as { preferences: { theme: string } };
    const theirs = {
      ...settings,
      preferences: { ...settings.preferences, theme: settings.preferences.theme === 'dark' ? 'light' : 'dark' },
    };
    const answers = new Map<string, number>();
    const last = new Set(['DELETE /api/account', 'POST /api/auth/sign-out-everywhere']);
    for (const route of [...own.filter((r) => !last.has(key(r))), ...signOutEverywhere, ...deleteAccount]) {
      const request = requestFor(route, ownerIds);
      if (key(route) === 'PUT /api/settings') request.payload = theirs;
      if (key(route) === 'DELETE /api/account')
        await world.stranger.post('/api/login', { username: strangerName, password: 'correct-horse' });
      answers.set(key(route), (await world.stranger.request(request)).statusCode);
    }
    // the stranger's calls were real (signed in, valid input), and landed on the stranger's own rows
    expect(answers.get('PUT /api/settings')).toBe(200);
    expect(answers.get('PUT /api/auth/profile')).toBe(200);
    expect(answers.get('POST /api/auth/password')).toBe(204);
    expect(answers.get('PUT /api/auth/email')).toBe(200);
    expect(answers.get('POST /api/auth/sign-out-everywhere')).toBe(204);
    expect(answers.get('DELETE /api/account')).toBe(204);
    // the stranger's password change and sign-out-everywhere ended none of the owner's sessions
    expect(await ownerSessions()).toBe(sessionsBefore);
    expect({ world: await snapshotOwnedWorld(t, world), settings: await ownerSettings() }).toEqual(before);
  });
});
