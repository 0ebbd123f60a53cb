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
