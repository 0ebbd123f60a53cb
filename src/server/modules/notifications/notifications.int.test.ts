import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Notification } from '@/contracts/account';
import { emit } from '../../context';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const signedIn = async (prefix: string) => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName(prefix));
    return { client, user };
  };
  const list = async (client: TestClient) => (await client.get('/api/notifications')).json() as Notification[];

  it('turns each event into a notification for its user, newest first', async () => {
    const { client, user } = await signedIn('nev');
    const other = await signedIn('nother');
    const analysis = {
      userId: user.id,
      reportId: 41,
      filename: 'inspection.pdf',
      deficiencyCount: 7,
      hasFullAccess: true,
    };
    await emit(t.ctx, 'analysisFinished', { ...analysis, status: 'completed', failureReason: null });
    await emit(t.ctx, 'analysisFinished', { ...analysis, reportId: 42, status: 'failed', failureReason: 'No text.' });
    await emit(t.ctx, 'creditsPurchased', { userId: user.id, credits: 5, sessionId: 'cs_1' });
    await emit(t.ctx, 'reportUnlocked', { userId: user.id, reportId: 41, filename: 'inspection.pdf' });
    await emit(t.ctx, 'messagesSent', { userId: user.id, reportId: 41, sent: 2, total: 3 });
    await emit(t.ctx, 'profileUpdated', user.id);

    const items = await list(client);
    expect(items.map((n) => n.title)).toEqual([
      'Profile updated',
      'Some messages were not sent',
      'Report unlocked',
      'Credits added',
      'Analysis failed',
      'Analysis complete',
    ]);
    expect(items.at(-1)).toMatchObject({
      type: 'success',
      category: 'report',
      message: '"inspection.pdf" is ready: 7 issues found.',
      actionUrl: '/reports/41',
      read: false,
    });
    expect(items.find((n) => n.title === 'Analysis failed')).toMatchObject({ type: 'error', actionUrl: '/reports/42' });
    expect(items.find((n) => n.title === 'Credits added')).toMatchObject({
      category: 'account',
      actionUrl: '/credits',
    });
    expect(items.find((n) => n.title.startsWith('Some messages'))).toMatchObject({
      type: 'warning',
      category: 'contractor',
      message: '2 of 3 messages went out; the others could not be delivered.',
    });
    expect(Number.isNaN(Date.parse(items[0]!.timestamp))).toBe(false);
    expect(await list(other.client)).toEqual([]);
  });

  it('does not count the issues of a locked report (its analysis hides the count until unlocked)', async () => {
    const { client, user } = await signedIn('nlock');
    await emit(t.ctx, 'analysisFinished', {
      userId: user.id,
      reportId: 43,
      filename: 'locked.pdf',
      status: 'completed',
      deficiencyCount: 9,
      hasFullAccess: false,
      failureReason: null,
    });
    const [item] = await list(client);
    expect(item).toMatchObject({ title: 'Analysis complete', actionUrl: '/reports/43' });
    expect(item?.message).not.toMatch(/\d+ issue|no issues/);
  });

  it("honours the user's notification settings; account notifications always arrive", async () => {
    const { client, user } = await signedIn('ngate');
    await client.put('/api/settings', {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, analysisComplete: false, contractorUpdates: false },
    });
    await emit(t.ctx, 'analysisFinished', {
      userId: user.id,
      reportId: 1,
      filename: 'a.pdf',
      status: 'completed',
      deficiencyCount: 1,
      hasFullAccess: false,
      failureReason: null,
    });
    await emit(t.ctx, 'messagesSent', { userId: user.id, reportId: 1, sent: 1, total: 1 });
    await emit(t.ctx, 'creditsPurchased', { userId: user.id, credits: 1, sessionId: 'cs_2' });
    expect((await list(client)).map((n) => n.title)).toEqual(['Credits added']);

    // system notices follow systemUpdates
    await client.put('/api/settings', {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, systemUpdates: false },
    });
    await emit(t.ctx, 'uploadPurged', { userId: user.id, reportId: 1, filename: 'a.pdf' });
    expect((await list(client)).map((n) => n.title)).toEqual(['Credits added']);

    await client.put('/api/settings', DEFAULT_SETTINGS);
    await emit(t.ctx, 'messagesSent', { userId: user.id, reportId: 1, sent: 1, total: 1 });
    await emit(t.ctx, 'uploadPurged', { userId: user.id, reportId: 1, filename: 'a.pdf' });
    const items = await list(client);
    expect(items.map((n) => n.title)).toEqual(['Uploaded file deleted', 'Messages sent', 'Credits added']);
    expect(items[0]).toMatchObject({ category: 'system', type: 'info', actionUrl: '/reports/1' });
  });

  it('marks read, marks all read and deletes, for the owner only', async () => {
    const { client, user } = await signedIn('nown');
    const intruder = await signedIn('nintr');
    for (const credits of [1, 2, 3]) {
      await emit(t.ctx, 'creditsPurchased', { userId: user.id, credits, sessionId: `cs_${credits}` });
    }
    const [first, second, third] = await list(client);

    expect((await intruder.client.patch(`/api/notifications/${first!.id}`, { read: true })).statusCode).toBe(404);
    expect((await intruder.client.delete(`/api/notifications/${first!.id}`)).statusCode).toBe(404);
    expect((await intruder.client.post('/api/notifications/read-all')).json()).toEqual({ updated: 0 });
    expect((await list(client)).every((n) => !n.read)).toBe(true);

    const marked = await client.patch(`/api/notifications/${first!.id}`, { read: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: first!.id, read: true });
    expect((await client.patch(`/api/notifications/${first!.id}`, { read: 'yes' })).statusCode).toBe(400);

    expect((await client.delete(`/api/notifications/${second!.id}`)).statusCode).toBe(204);
    expect((await client.delete(`/api/notifications/${second!.id}`)).statusCode).toBe(404);

    expect((await client.post('/api/notifications/read-all')).json()).toEqual({ updated: 1 });
    const after = await list(client);
    expect(after.map((n) => [n.id, n.read])).toEqual([
      [first!.id, true],
      [third!.id, true],
    ]);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/notifications')).statusCode).toBe(401);
    expect((await anonymous.post('/api/notifications/read-all')).statusCode).toBe(401);
  });
});
