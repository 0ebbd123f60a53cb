import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

// The only reader of process.env. Every problem is listed at once so a bad deployment is fixed in one pass.

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  APP_URL: optionalUrl,
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.email().default('support@punchlist.example'),
  MAINTENANCE_MODE: z
    .enum(['1', '0', 'true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true')),
  BOOTSTRAP_ADMIN_USERNAME: optionalString,
  BOOTSTRAP_ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  ADMIN_API_TOKEN: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SIGNUP_BONUS_CREDITS: z.coerce.number().int().min(0).max(100).default(0),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  ANALYSIS_TIMEOUT_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(15),
  ANALYSIS_COMPUTE_LIMIT_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  ANALYSIS_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).max(16_384).default(1024),
  ANALYSIS_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  OCR_MAX_PAGES: z.coerce.number().int().min(0).max(1000).default(80),
  OCR_DPI: z.coerce.number().int().min(72).max(600).default(200),
  OCR_WORKERS: z.coerce.number().int().min(0).max(16).default(0),
  JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WORKER_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  DEMO_DATA: optionalString,

  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),

  AI_PROVIDER: z.enum(['builtin', 'openai-compatible']).default('builtin'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),

  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,

  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM_NUMBER: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: optionalString,
  TWILIO_API_BASE: optionalUrl,
  SMS_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),

  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  EMAIL_FROM: optionalString,

  CONTRACTOR_PROVIDER: z.enum(['directory', 'google']).default('directory'),
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: optionalUrl,

  GEOCODER_PROVIDER: z.enum(['zipcodes', 'census']).default('zipcodes'),
  CENSUS_GEOCODER_URL: optionalUrl,
});

type Env = z.infer<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  /** APP_URL is https: cookies get the Secure flag */
  secureCookies: boolean;
  role: Env['ROLE'];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (see parseTrustProxy) */
  trustProxy: false | number | string[];
  logLevel: Env['LOG_LEVEL'];
  supportEmail: string;
  maintenanceMode: boolean | undefined;
  adminApiToken: string | undefined;
  /** an admin account created or promoted at start-up (deployments without shell access, browser tests) */
  bootstrapAdmin: { username: string; email: string; password: string } | undefined;
  /** the password `npm run create-admin` uses instead of prompting */
  adminPassword: string | undefined;
  signupBonusCredits: number;
  authRateLimitPerMinute: number;
  /** failed sign-ins per account per 15 minutes, whatever address they come from */
  loginFailureLimit: number;
  analysisTimeoutMs: number;
  /** how long the engine may compute on one report (in its child process) before it is killed and the report fails */
  analysisComputeLimitMs: number;
  /** the heap limit of the engine's child process: a report that needs more fails as too complex */
  analysisMemoryLimitMb: number;
  /** an analysis job still active this long after it started is presumed lost with its worker and retried */
  analysisJobExpireSeconds: number;
  /** OCR of scanned pages: pages per report (0 turns OCR off), rendering DPI, tesseract workers (null: per core) */
  ocr: { maxPages: number; dpi: number; workers: number | null };
  /** how often a worker process fails expired jobs over to a retry (pg-boss maintenance) */
  jobMaintenanceIntervalSeconds: number;
  /** how often a worker records that it is alive; one silent for three intervals is dead and its analyses restart */
  workerHeartbeatSeconds: number;
  demoData: boolean;
  storage:
    | { provider: 'local'; dir: string }
    | {
        provider: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  ai:
    | { provider: 'builtin' }
    | { provider: 'openai-compatible'; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };
  payments:
    | { provider: 'local' }
    | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase: string | undefined };
  sms:
    | { provider: 'outbox' }
    | {
        provider: 'twilio';
        accountSid: string;
        authToken: string;
        fromNumber: string | undefined;
        messagingServiceSid: string | undefined;
        apiBase: string | undefined;
      };
  /** message requests (each up to 6 SMS) one user may make per hour */
  smsRateLimitPerHour: number;
  /** requests per minute per personal API token (issue 22) */
  apiTokenRateLimitPerMinute: number;
  /** the email seam: the outbox table (default) or SMTP; `from` is the sender of every email */
  email: { provider: 'outbox'; from: string } | { provider: 'smtp'; url: string; from: string };
  contractors: { provider: 'directory' } | { provider: 'google'; apiKey: string; baseUrl: string | undefined };
  geocoder: { provider: 'zipcodes' } | { provider: 'census'; baseUrl: string | undefined };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY → Fastify's trustProxy. `true` trusted every hop, so a client could pick its own address with
 * X-Forwarded-For (and walk past the login limit): it now means one hop, the reverse proxy in front of us.
 * A number is that many proxies; a comma-separated list names the proxies (addresses, CIDRs, or proxy-addr's
 * loopback/linklocal/uniquelocal). Returns a problem message (a string) when the value is none of these.
 */
export const parseTrustProxy = (value: string | undefined): false | number | string[] | string => {
  const v = value?.trim().toLowerCase() ?? '';
  if (['', 'false', '0', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v) <= 20 ? Number(v) : 'a hop count is at most 20';
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    if (PROXY_NAMES.has(entry)) return false;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return true;
    if (bits === undefined) return false;
    return !/^\d+$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128);
  });
  return bad.length > 0 || entries.length === 0
    ? `expected false, true (one proxy), a hop count, or proxy addresses/CIDRs; not ${bad.join(', ') || value}`
    : entries;
};

const requireAll = (env: Env, names: (keyof Env)[], why: string, problems: string[]) => {
  for (const name of names) if (env[name] === undefined) problems.push(`${String(name)}: required when ${why}`);
};

/**
 * Compute time a report's limit grows by per scanned page OCR reads: measured 11 s a page with two workers on a
 * two-core machine at load ~12, 23–33 s at load ~20 (docs/analysis.md, "OCR measured"): room for a busy server.
 */
export const OCR_SECONDS_PER_PAGE = 20;
// contractor matching, saving the results, a child process starting: time a job takes past the engine's limit
const JOB_MARGIN_SECONDS = 60;

/** The longest an analysis job may run: the compute limit, grown for a scan of OCR_MAX_PAGES pages and an AI call. */
const longestAnalysisSeconds = (env: {
  ANALYSIS_COMPUTE_LIMIT_SECONDS: number;
  OCR_MAX_PAGES: number;
  AI_PROVIDER?: string;
  AI_TIMEOUT_MS: number;
}) =>
  Math.ceil(
    env.ANALYSIS_COMPUTE_LIMIT_SECONDS +
      env.OCR_MAX_PAGES * OCR_SECONDS_PER_PAGE +
      (env.AI_PROVIDER && env.AI_PROVIDER !== 'builtin' ? env.AI_TIMEOUT_MS / 1000 : 0) +
      JOB_MARGIN_SECONDS,
  );

export const loadConfig = (source: Record<string, string | undefined> = process.env): Config => {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.STORAGE_PROVIDER === 's3') requireAll(env, ['S3_BUCKET', 'S3_REGION'], 'STORAGE_PROVIDER=s3', problems);
  if (env.AI_PROVIDER === 'openai-compatible')
    requireAll(env, ['AI_BASE_URL', 'AI_MODEL'], 'AI_PROVIDER=openai-compatible', problems);
  if (env.PAYMENTS_PROVIDER === 'stripe')
    requireAll(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], 'PAYMENTS_PROVIDER=stripe', problems);
  // the local test checkout hands out credits for free: a production deployment must choose it on purpose
  if (env.NODE_ENV === 'production' && env.PAYMENTS_PROVIDER === undefined)
    problems.push(
      'PAYMENTS_PROVIDER: set stripe in production (or local explicitly, for a demo: its checkout is free)',
    );
  if (env.SMS_PROVIDER === 'twilio') {
    requireAll(env, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'], 'SMS_PROVIDER=twilio', problems);
    if (!env.TWILIO_FROM_NUMBER && !env.TWILIO_MESSAGING_SERVICE_SID)
      problems.push('TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID: one is required when SMS_PROVIDER=twilio');
  }
  if (env.CONTRACTOR_PROVIDER === 'google')
    requireAll(env, ['GOOGLE_PLACES_API_KEY'], 'CONTRACTOR_PROVIDER=google', problems);
  if (env.BOOTSTRAP_ADMIN_USERNAME) {
    requireAll(env, ['BOOTSTRAP_ADMIN_EMAIL', 'ADMIN_PASSWORD'], 'BOOTSTRAP_ADMIN_USERNAME is set', problems);
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 6) problems.push('ADMIN_PASSWORD: at least 6 characters');
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(`TRUST_PROXY: ${trustProxy}`);
  if (env.EMAIL_FROM !== undefined && !z.email().safeParse(env.EMAIL_FROM.replace(/^.*<([^>]+)>\s*$/, '$1')).success)
    problems.push('EMAIL_FROM: must be an address, or "Name <address>"');
  if (env.DEMO_DATA !== undefined && !['0', '1', 'true', 'false'].includes(env.DEMO_DATA))
    problems.push('DEMO_DATA: must be 0 or 1');
  if (problems.length > 0) throw new ConfigError(problems);

  const isProduction = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const demoData = env.DEMO_DATA === undefined ? !isProduction : env.DEMO_DATA === '1' || env.DEMO_DATA === 'true';
  const longestAnalysis = longestAnalysisSeconds(env);

  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    appUrl,
    secureCookies: appUrl.startsWith('https://'),
    role: env.ROLE,
    trustProxy: trustProxy as false | number | string[],
    logLevel: env.LOG_LEVEL,
    supportEmail: env.SUPPORT_EMAIL,
    maintenanceMode: env.MAINTENANCE_MODE,
    adminApiToken: env.ADMIN_API_TOKEN,
    adminPassword: env.ADMIN_PASSWORD,
    bootstrapAdmin:
      env.BOOTSTRAP_ADMIN_USERNAME && env.BOOTSTRAP_ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { username: env.BOOTSTRAP_ADMIN_USERNAME, email: env.BOOTSTRAP_ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    signupBonusCredits: env.SIGNUP_BONUS_CREDITS,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    loginFailureLimit: env.LOGIN_FAILURE_LIMIT,
    // never shorter than a report may legitimately take (a scan of OCR_MAX_PAGES pages): the queue would retry it
    // and the watchdog fail it while it is still being read
    analysisTimeoutMs: Math.max(env.ANALYSIS_TIMEOUT_MINUTES * 60, longestAnalysis + JOB_MARGIN_SECONDS) * 1000,
    analysisComputeLimitMs: env.ANALYSIS_COMPUTE_LIMIT_SECONDS * 1000,
    analysisMemoryLimitMb: env.ANALYSIS_MEMORY_LIMIT_MB,
    analysisJobExpireSeconds: Math.max(env.ANALYSIS_JOB_EXPIRE_SECONDS, longestAnalysis),
    ocr: { maxPages: env.OCR_MAX_PAGES, dpi: env.OCR_DPI, workers: env.OCR_WORKERS || null },
    jobMaintenanceIntervalSeconds: env.JOB_MAINTENANCE_INTERVAL_SECONDS,
    workerHeartbeatSeconds: env.WORKER_HEARTBEAT_SECONDS,
    demoData,
    storage:
      env.STORAGE_PROVIDER === 's3'
        ? {
            provider: 's3',
            bucket: env.S3_BUCKET as string,
            region: env.S3_REGION as string,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { provider: 'local', dir: resolve(dataDir, 'uploads') },
    ai:
      env.AI_PROVIDER === 'openai-compatible'
        ? {
            provider: 'openai-compatible',
            baseUrl: env.AI_BASE_URL as string,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL as string,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : { provider: 'builtin' },
    payments:
      env.PAYMENTS_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY as string,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
            apiBase: env.STRIPE_API_BASE,
          }
        : { provider: 'local' },
    sms:
      env.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID as string,
            authToken: env.TWILIO_AUTH_TOKEN as string,
            fromNumber: env.TWILIO_FROM_NUMBER,
            messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
            apiBase: env.TWILIO_API_BASE,
          }
        : { provider: 'outbox' },
    smsRateLimitPerHour: env.SMS_RATE_LIMIT_PER_HOUR,
    apiTokenRateLimitPerMinute: env.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    email: env.SMTP_URL
      ? { provider: 'smtp', url: env.SMTP_URL, from: env.EMAIL_FROM ?? `Punchlist <${env.SUPPORT_EMAIL}>` }
      : { provider: 'outbox', from: env.EMAIL_FROM ?? `Punchlist <${env.SUPPORT_EMAIL}>` },
    contractors:
      env.CONTRACTOR_PROVIDER === 'google'
        ? { provider: 'google', apiKey: env.GOOGLE_PLACES_API_KEY as string, baseUrl: env.GOOGLE_PLACES_BASE_URL }
        : { provider: 'directory' },
    geocoder:
      env.GEOCODER_PROVIDER === 'census'
        ? { provider: 'census', baseUrl: env.CENSUS_GEOCODER_URL }
        : { provider: 'zipcodes' },
  };
};
