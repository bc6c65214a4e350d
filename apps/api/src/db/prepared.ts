import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TDb } from './client';

/**
 * Hot queries as named prepared statements: a query that every request runs (the signed-in user, the cart)
 * is parsed and planned by PostgreSQL once per connection instead of on every call, which was most of its
 * cost. `build` makes the statements (each with a unique name and `sql.placeholder`s for its values); they
 * are built once per database handle, and afresh inside a transaction, whose statements must run on its own
 * connection.
 */
export function preparedStatements<T>(build: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    const inTransaction = db instanceof PgTransaction;
    let statements = inTransaction ? undefined : built.get(db);
    if (!statements) statements = build(db);
    if (!inTransaction) built.set(db, statements);
    return statements;
  };
}
