import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      role: 'all',
      appUrl: 'http://localhost:3000',
      secureCookies: false,
      demoData: true,
      storage: { provider: 'local' },
      payments: { provider: 'local' },
      sms: { provider: 'outbox' },
      ai: { provider: 'builtin' },
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('lets an analysis job live as long as a scan of OCR_MAX_PAGES pages may take to read', () => {
    // 120 s of compute + 80 pages × 20 s + 60 s of margin: the queue must not retry it, nor the watchdog fail it
    const config = loadConfig({});
    expect(config.analysisJobExpireSeconds).toBe(120 + 80 * 20 + 60);
    expect(config.analysisTimeoutMs).toBe((120 + 80 * 20 + 60 + 60) * 1000);
    // without OCR the configured expiry stands; a longer one set on purpose is kept
    expect(loadConfig({ OCR_MAX_PAGES: '0' }).analysisJobExpireSeconds).toBe(300);
    expect(loadConfig({ OCR_MAX_PAGES: '0' }).analysisTimeoutMs).toBe(15 * 60_000);
    expect(loadConfig({ ANALYSIS_JOB_EXPIRE_SECONDS: '7200' }).analysisJobExpireSeconds).toBe(7200);
    // an AI provider's time comes on top
    const ai = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://ai.test',
      AI_MODEL: 'm',
      AI_TIMEOUT_MS: '90000',
    };
    expect(loadConfig(ai).analysisJobExpireSeconds).toBe(120 + 80 * 20 + 90 + 60);
  });

  it('turns the demo directory off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('makes production choose its payment provider on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_PROVIDER/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', ROLE: 'boss', DATABASE_URL: 'mysql://x', PAYMENTS_PROVIDER: 'stripe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/ROLE/);
      expect(problems).toMatch(/DATABASE_URL/);
    }
  });

  it('requires the provider secrets of a chosen provider', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(
      /TWILIO_FROM_NUMBER/,
    );
  });

  it('marks cookies Secure behind an https APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://punchlist.example/' })).toMatchObject({
      appUrl: 'https://punchlist.example',
      secureCookies: true,
    });
  });
});
