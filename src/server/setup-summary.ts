import type { Config } from './config';

/**
 * One line on start-up that says which real services this process uses and which stand-ins: a newcomer running
 * `npm start` sees that nothing is charged or sent, an operator sees that the environment took.
 */
export const describeSetup = (config: Config): string => {
  const parts = [
    config.databaseUrl ? 'database: PostgreSQL' : `database: embedded (${config.dataDir}/pglite)`,
    config.ai.provider === 'builtin' ? 'analysis: builtin engine' : `analysis: ${config.ai.model} + builtin engine`,
    config.payments.provider === 'local'
      ? 'payments: local test checkout (TEST MODE, nothing charged)'
      : 'payments: Stripe',
    config.sms.provider === 'outbox' ? 'SMS: outbox (stored, not sent)' : 'SMS: Twilio',
    config.email.provider === 'outbox' ? 'email: outbox (stored, not sent)' : 'email: SMTP',
    config.contractors.provider === 'google'
      ? 'contractors: Google Places'
      : `contractors: directory${config.demoData ? ' with demo rows (marked Demo)' : ''}`,
    config.storage.provider === 'local' ? 'uploads: local disk' : `uploads: S3 (${config.storage.bucket})`,
  ];
  return `${parts.join('; ')}; role ${config.role}`;
};
