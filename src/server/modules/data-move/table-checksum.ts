import { qualified, type TableShape } from './table-order';
import { quoteIdentifier, type RunSql } from './sql-session';

export interface TableFingerprint {
  rows: number;
  /** md5 over the md5 of every row's stored columns as text, in the order of those hashes. */
  checksum: string;
}

/**
 * The same SQL on both sides after alignTextOutput, over the row's stored columns. Generated
 * columns are left out: the target computes them itself, and its PostgreSQL version may do so
 * differently (the embedded PostgreSQL 18 and a PostgreSQL 15 server build different search
 * vectors from the same text). Ordering by the row hashes instead of a key makes the checksum
 * independent of either side's collation.
 */
export async function fingerprintTable(run: RunSql, table: TableShape): Promise<TableFingerprint> {
  const columns = table.insertableColumns.map((column) => `t.${quoteIdentifier(column)}`);
  const [row] = await run(
    `select count(*)::int as rows,
            coalesce(md5(string_agg(row_hash, '' order by row_hash)), '') as checksum
       from (select md5(row(${columns.join(', ')})::text) as row_hash
               from ${qualified(table)} t) hashed`,
  );
  return { rows: Number(row!.rows), checksum: String(row!.checksum) };
}
