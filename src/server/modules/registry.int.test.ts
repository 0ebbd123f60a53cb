import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { closeContext, createContext } from '../create-context';
import { creditPackages } from '../db/schema';
import { createTestDatabase } from '@/testing/server/test-database';
import { initModules } from './registry';

describe('module initialisation in a worker-only process', () => {
  let ctx: AppContext;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', ROLE: 'worker', DEMO_DATA: '0', SIGNUP_BONUS_CREDITS: '2' });
    ctx = await createContext(config, { database: await createTestDatabase(), queue: false });
    await initModules(ctx, { seed: false });
  });
  afterAll(() => closeContext(ctx));

  it('subscribes the listeners for events a worker emits, without seeding', async () => {
    expect(ctx.hooks.analysisFinished.length).toBeGreaterThan(0);
    expect(ctx.hooks.uploadPurged.length).toBeGreaterThan(0);
    const [packages] = await ctx.db.select({ n: count() }).from(creditPackages);
    expect(packages?.n).toBe(0);
  });

  it('subscribes once however often it is called', async () => {
    const before = ctx.hooks.analysisFinished.length;
    await initModules(ctx, { seed: true });
    expect(ctx.hooks.analysisFinished.length).toBe(before);
  });
});
