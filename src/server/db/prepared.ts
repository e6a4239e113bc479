import type { Database } from './client';

/**
 * A statement of a hot path (every signed-in request runs one) built once per database: no
 * query building per call, and PostgreSQL parses and plans it once per connection. Statement
 * names must be unique across the app.
 */
export function preparedPerDatabase<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
