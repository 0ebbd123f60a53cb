import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@/contracts/account';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { getUserSettings } from './get-user-settings';

const changed = (): Settings => ({
  notifications: { ...DEFAULT_SETTINGS.notifications, analysisComplete: false, smsAlerts: true },
  preferences: {
    ...DEFAULT_SETTINGS.preferences,
    defaultRadius: 50,
    minContractorRating: 4.5,
    maxContractorsPerCategory: 5,
    theme: 'dark',
    saveReports: false,
  },
  privacy: { ...DEFAULT_SETTINGS.privacy },
});

describe('settings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/settings')).statusCode).toBe(401);
    expect((await anonymous.put('/api/settings', DEFAULT_SETTINGS)).statusCode).toBe(401);
  });

  it("starts from the spec's defaults, saves the whole object and keeps users apart", async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    const userA = await a.register(uniqueName('seta'));
    await b.register(uniqueName('setb'));
    expect((await a.get('/api/settings')).json()).toEqual(DEFAULT_SETTINGS);

    const saved = await a.put('/api/settings', changed());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed());
    expect((await a.get('/api/settings')).json()).toEqual(changed());
    // what other modules read (contractor matching, the analysis job)
    expect((await getUserSettings(t.ctx.db, userA.id)).preferences.defaultRadius).toBe(50);
    expect((await b.get('/api/settings')).json()).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['a radius outside the options', ['preferences', 'defaultRadius'], 30, 'preferences.defaultRadius'],
    ['a rating outside the options', ['preferences', 'minContractorRating'], 5, 'preferences.minContractorRating'],
    [
      'a contractor limit outside the options',
      ['preferences', 'maxContractorsPerCategory'],
      4,
      'preferences.maxContractorsPerCategory',
    ],
    ['an unknown theme', ['preferences', 'theme'], 'sepia', 'preferences.theme'],
    ['a string for a toggle', ['notifications', 'analysisComplete'], 'yes', 'notifications.analysisComplete'],
  ])('rejects %s with a 400 naming the field and keeps what was saved', async (_label, path, value, field) => {
    const client = new TestClient(t.app);
    await client.register(uniqueName('setv'));
    await client.put('/api/settings', changed());
    const body = structuredClone(changed()) as unknown as Record<string, Record<string, unknown>>;
    body[path[0] as string]![path[1] as string] = value;
    const response = await client.put('/api/settings', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect((await client.get('/api/settings')).json()).toEqual(changed());
  });

  it('rejects a partial object (PUT takes the whole settings)', async () => {
    const client = new TestClient(t.app);
    await client.register(uniqueName('setp'));
    const response = await client.put('/api/settings', { preferences: DEFAULT_SETTINGS.preferences });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['notifications', 'privacy']));
  });
});
