import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMetadata } from '@/analysis/costs/catalog';
import { reports } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

describe('GET /api/site-config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@inspect.example' });
  });
  afterAll(() => t.close());

  const addCompleted = async (userId: number, seconds: number[]) => {
    const now = Date.now();
    await t.ctx.db.insert(reports).values(
      seconds.map((s, i) => ({
        userId,
        filename: `r${i}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 1,
        status: 'completed' as const,
        uploadedAt: new Date(now - s * 1000),
        completedAt: new Date(now),
      })),
    );
  };

  it('states the configured support address and no timing until enough analyses are measured', async () => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName('cfg'));
    expect((await client.get('/api/site-config')).json()).toEqual({
      supportEmail: 'help@inspect.example',
      paymentsMode: 'local',
      costCatalog: { version: catalogMetadata().version, itemCount: catalogMetadata().items.length },
      analysisTiming: null,
    });

    await addCompleted(user.id, [12, 20, 8, 30]);
    expect((await client.get('/api/site-config')).json().analysisTiming).toBeNull();

    await addCompleted(user.id, [10, 14, 16, 18, 22, 90]);
    const timing = (await new TestClient(t.app).get('/api/site-config')).json().analysisTiming;
    // ten samples: 8 10 12 14 16 18 20 22 30 90
    expect(timing).toEqual({ sampleSize: 10, medianSeconds: 16, p90Seconds: 30 });
  });
});
