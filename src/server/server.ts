import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { closeContext, createContext } from './create-context';
import { redactDbError } from './db/redact-db-error';
import { sweepPartialUploads } from './jobs/purge-uploads';
import { ensureQueues, startWorkers } from './jobs/workers';
import { ensureAdmin } from './modules/auth/ensure-admin';
import { initModules } from './modules/registry';
import { describeSetup } from './setup-summary';

// Entry point: API + SPA + worker in one process (ROLE=all), or one of them (ROLE=api / ROLE=worker).
const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const ctx = await createContext(config);
  if (config.bootstrapAdmin) {
    const admin = await ensureAdmin({ db: ctx.db, ...config.bootstrapAdmin });
    ctx.log.info({ username: config.bootstrapAdmin.username, created: admin.created }, 'bootstrap admin ready');
  }
  await ensureQueues(ctx);
  // a crash mid-upload leaves a partial file: swept now (in the background) and by every hourly purge
  void sweepPartialUploads(ctx).catch((error: unknown) => ctx.log.warn({ err: error }, 'partial upload sweep failed'));
  // a worker emits events too (analysis finished, uploads purged): its listeners must be subscribed
  if (config.role === 'worker') await initModules(ctx, { seed: false });
  const app = config.role === 'worker' ? null : await buildApp(ctx, { serveWeb: true });
  if (config.role !== 'api') await startWorkers(ctx);
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    ctx.log.info(`Punchlist is running at ${config.appUrl} (${describeSetup(config)})`);
  } else {
    ctx.log.info(`worker started (${describeSetup(config)})`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await app?.close().catch(() => {});
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error) => {
  // a failed start can be a failed insert (the bootstrap admin): never print its bound values
  console.error(redactDbError(error));
  process.exit(1);
});
