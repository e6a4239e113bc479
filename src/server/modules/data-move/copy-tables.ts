import { quoteIdentifier, type RunSql } from './sql-session';
import { qualified, type TableShape } from './table-order';

/** Rows read and written per statement: small enough for any row size seen here. */
export const COPY_BATCH_ROWS = 500;

/**
 * Copies a table's rows in batches, in primary-key order (rows that point at another row of
 * the table last, one level deep as the schema's are, so what they point at is copied first). Each batch travels as JSON
 * (row_to_json on the source, json_populate_recordset on the target), so every type keeps its
 * exact value through PostgreSQL's own text forms; identity values are kept as they were.
 * Answers the rows copied.
 */
export async function copyTable(
  source: RunSql,
  target: RunSql,
  table: TableShape,
  batchRows = COPY_BATCH_ROWS,
): Promise<number> {
  const columns = table.insertableColumns.map(quoteIdentifier).join(', ');
  const order = [
    ...table.selfReferences.map((column) => `${quoteIdentifier(column)} is not null`),
    ...(table.primaryKey.length > 0 ? table.primaryKey : table.insertableColumns).map(
      quoteIdentifier,
    ),
  ].join(', ');
  let copied = 0;
  for (;;) {
    const batch = await source(
      `select coalesce(json_agg(row_to_json(page)), '[]')::text as rows
         from (select ${columns} from ${qualified(table)} order by ${order}
               limit ${batchRows} offset ${copied}) page`,
    );
    const rows = String(batch[0]!.rows);
    if (rows === '[]') return copied;
    const inserted = await target(
      `insert into ${qualified(table)} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${qualified(table)}, $1::json)
       returning 1`,
      [rows],
    );
    copied += inserted.length;
    if (inserted.length < batchRows) return copied;
  }
}

/**
 * Moves every sequence owned by a column (serial or identity) past the largest value copied,
 * so the target's next insert does not collide with a copied row.
 */
export async function resetSequences(target: RunSql): Promise<number> {
  const owned = await target(
    `select s.oid::regclass::text as sequence, t.oid::regclass::text as table_name,
            a.attname as column_name
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = t.relnamespace
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const row of owned) {
    const column = quoteIdentifier(String(row.column_name));
    await target(
      `select setval($1::regclass, coalesce(max(${column}), 1), max(${column}) is not null)
         from ${String(row.table_name)}`,
      [row.sequence],
    );
  }
  return owned.length;
}
