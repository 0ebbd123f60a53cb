// All tables, for drizzle's typed client. Each domain keeps its tables in db/schema/<domain>.ts.
export * from './schema/account';
export * from './schema/api-tokens';
export * from './schema/auth';
export * from './schema/contractors';
export * from './schema/credits';
export * from './schema/email';
export * from './schema/jobs';
export * from './schema/questions';
export * from './schema/repair-requests';
export * from './schema/reports';
export * from './schema/site';
export * from './schema/webhooks';
