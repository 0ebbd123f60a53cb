import type { Config } from './config';
import type { Database } from './db/client';

/**
 * The external-service seams (ARCHITECTURE.md § Providers), each chosen by the environment with an embedded
 * default. Each lives in integrations/<name>/ and is added here with one field and one line in createProviders.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- grows as integrations land
export interface Providers {}

export const createProviders = async (_config: Config, _database: Database): Promise<Providers> => ({});
