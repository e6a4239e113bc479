import { quoteIdentifier, type RunSql } from './sql-session';

/** One table of the application's schema as the copy needs it. */
export interface TableShape {
  name: string;
  /** Columns that take values on insert (generated ones are computed again by the target). */
  insertableColumns: string[];
  /** The primary key's columns, in key order; empty when the table has none. */
  primaryKey: string[];
  /**
   * Columns pointing at another row of the same table (a translation at its original): rows
   * with them empty are copied first, so the rows they point at are there already.
   */
  selfReferences: string[];
}

/** The schema the migrations create the application's tables in. */
const SCHEMA = 'public';

/**
 * Every table of the schema, read from the catalog (so a table added by a later migration is
 * never forgotten), ordered so that each comes after the tables its foreign keys point at.
 */
export async function tablesInForeignKeyOrder(run: RunSql): Promise<TableShape[]> {
  const tables = await run(
    `select c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
    [SCHEMA],
  );
  const columns = await run(
    `select c.relname as table_name, a.attname as column_name
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
    [SCHEMA],
  );
  const keys = await run(
    `select c.relname as table_name, a.attname as column_name
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(k.conkey) with ordinality as key(attnum, position) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum
      where n.nspname = $1 and k.contype = 'p'
      order by c.relname, key.position`,
    [SCHEMA],
  );
  const selfReferences = await run(
    `select c.relname as table_name, a.attname as column_name
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(k.conkey) as key(attnum) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum
      where n.nspname = $1 and k.contype = 'f' and k.confrelid = k.conrelid
      order by c.relname, a.attname`,
    [SCHEMA],
  );
  const references = await run(
    `select c.relname as table_name, r.relname as referenced
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and k.contype = 'f'`,
    [SCHEMA],
  );

  const columnsOf = (table: string, rows: typeof columns) =>
    rows.filter((row) => row.table_name === table).map((row) => String(row.column_name));
  const shapes = new Map<string, TableShape>(
    tables.map((row) => {
      const name = String(row.name);
      return [
        name,
        {
          name,
          insertableColumns: columnsOf(name, columns),
          primaryKey: columnsOf(name, keys),
          selfReferences: columnsOf(name, selfReferences),
        },
      ];
    }),
  );
  const dependsOn = new Map<string, Set<string>>(
    [...shapes.keys()].map((name) => [name, new Set()]),
  );
  for (const row of references) {
    const [table, referenced] = [String(row.table_name), String(row.referenced)];
    // A table pointing at itself is ordered row by row when copied (copy-tables.ts).
    if (table !== referenced) dependsOn.get(table)?.add(referenced);
  }
  return sortByDependencies(dependsOn).map((name) => shapes.get(name)!);
}

/**
 * Tables after the tables they depend on (alphabetical among equals, so the order is stable).
 * A cycle between tables (a table pointing at itself is left out beforehand) cannot be copied in one
 * pass without deferrable constraints, so it is refused by name rather than copied wrongly.
 */
export function sortByDependencies(dependsOn: Map<string, Set<string>>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (placed.size < dependsOn.size) {
    const ready = [...dependsOn.keys()]
      .filter((name) => !placed.has(name))
      .filter((name) => [...dependsOn.get(name)!].every((other) => placed.has(other)))
      .sort();
    if (ready.length === 0) {
      const stuck = [...dependsOn.keys()].filter((name) => !placed.has(name)).sort();
      throw new Error(
        `These tables refer to each other in a cycle and cannot be copied in order: ${stuck.join(', ')}.`,
      );
    }
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** A table's name as SQL, schema included. */
export const qualified = (table: TableShape | string) =>
  `${quoteIdentifier(SCHEMA)}.${quoteIdentifier(typeof table === 'string' ? table : table.name)}`;
