import pg from 'pg';

export const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: BASE_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh database for this run on the TEST_DATABASE_URL server, dropped afterwards. */
export const createBenchDatabase = async (): Promise<BenchDatabase> => {
  const name = `punchlist_bench_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  return {
    url: withDatabase(BASE_DATABASE_URL, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
};
