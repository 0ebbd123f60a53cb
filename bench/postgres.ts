import { createScratchDatabase, type ScratchDatabase } from '@/testing/reliability/server-process';

export const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export type BenchDatabase = ScratchDatabase;

/** A fresh database for this run on the TEST_DATABASE_URL server, dropped afterwards. */
export const createBenchDatabase = (): Promise<BenchDatabase> => createScratchDatabase(BASE_DATABASE_URL);
