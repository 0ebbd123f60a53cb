import type { Db } from './client';

/**
 * A prepared statement built once per database handle (and parsed and planned once per connection): for the
 * queries every request runs, where building the query in drizzle and planning it in PostgreSQL cost more than
 * running it.
 */
export const preparedPerDatabase = <T>(prepare: (db: Db) => T): ((db: Db) => T) => {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
};
