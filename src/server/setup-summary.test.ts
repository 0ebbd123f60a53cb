import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { describeSetup } from './setup-summary';

describe('the start-up summary', () => {
  it('names every stand-in of a plain npm start', () => {
    expect(describeSetup(loadConfig({ DATA_DIR: '/srv/punchlist-data' }))).toBe(
      'database: embedded (/srv/punchlist-data/pglite); analysis: builtin engine; payments: local test checkout (TEST MODE, ' +
        'nothing charged); SMS: outbox (stored, not sent); email: outbox (stored, not sent); ' +
        'contractors: directory with demo rows (marked Demo); ' +
        'uploads: local disk; role all',
    );
  });

  it('names the real services the environment selects, and never a secret', () => {
    const summary = describeSetup(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://app:db-password@db.internal:5432/punchlist',
        ROLE: 'worker',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'https://llm.example/v1',
        AI_MODEL: 'gpt-test',
        AI_API_KEY: 'sk-secret-key',
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_secret',
        STRIPE_WEBHOOK_SECRET: 'whsec_secret',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'twilio-token',
        TWILIO_FROM_NUMBER: '+15550100000',
        SMTP_URL: 'smtp://mailer:smtp-password@mail.internal:587',
        CONTRACTOR_PROVIDER: 'google',
        GOOGLE_PLACES_API_KEY: 'places-key',
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: 'reports',
        S3_REGION: 'us-east-1',
      }),
    );
    expect(summary).toBe(
      'database: PostgreSQL; analysis: gpt-test + builtin engine; payments: Stripe; SMS: Twilio; email: SMTP; ' +
        'contractors: Google Places; uploads: S3 (reports); role worker',
    );
    for (const secret of [
      'db-password',
      'sk-secret-key',
      'sk_test_secret',
      'whsec_secret',
      'twilio-token',
      'places-key',
      'smtp-password',
    ])
      expect(summary).not.toContain(secret);
  });
});
