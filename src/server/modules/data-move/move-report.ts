import type { S3StorageConfig } from '../../config';
import { fileMatches } from './upload-files';
import { tableMatches, type MoveReport } from './move-data';

/** A connection string with its password replaced, fit to print. */
export function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '****';
  return url.toString();
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

/** The per-table and per-file results as a plain-text table. */
export function formatSummary(report: MoveReport): string {
  const width = Math.max(5, ...report.tables.map((row) => row.table.length));
  const lines = [
    `${pad('table', width)}  ${padLeft('source', 8)}  ${padLeft('target', 8)}  checksum`,
    ...report.tables.map(
      (row) =>
        `${pad(row.table, width)}  ${padLeft(row.source.rows, 8)}  ${padLeft(row.target.rows, 8)}  ${
          !tableMatches(row)
            ? 'DIFFERENT'
            : row.source.rows === 0
              ? 'equal (empty)'
              : `equal (${row.source.checksum.slice(0, 12)})`
        }`,
    ),
    '',
    `${report.tables.length} tables, ${report.tables.reduce((sum, row) => sum + row.target.rows, 0)} rows copied; ${report.sequencesReset} sequences reset.`,
  ];
  if (report.files) {
    const equal = report.files.filter(fileMatches).length;
    const bytes = report.files.reduce((sum, file) => sum + file.size, 0);
    lines.push(
      `${report.files.length} files (${bytes} bytes) in the bucket, ${equal} with an equal SHA-256.`,
    );
  } else {
    lines.push(`${report.localFiles} files left where they are, in DATA_DIR/uploads.`);
  }
  return lines.join('\n');
}

/**
 * What the server needs next. DATA_DIR stays: it keeps the secrets that sign links and
 * encrypt two-step sign-in keys, and (without a bucket) the uploaded files.
 */
export function formatNextSettings(
  databaseUrl: string,
  dataDir: string,
  bucket: S3StorageConfig | undefined,
): string {
  const lines = [
    `DATABASE_URL=${withoutPassword(databaseUrl)}   (the address given to --to, its password hidden here)`,
    `DATA_DIR=${dataDir}   (unchanged: it keeps the server's secrets)`,
  ];
  if (bucket) {
    lines.push(
      'STORAGE_DRIVER=s3',
      `S3_BUCKET=${bucket.bucket}`,
      `S3_REGION=${bucket.region}`,
      ...(bucket.endpoint ? [`S3_ENDPOINT=${bucket.endpoint}`] : []),
      ...(bucket.forcePathStyle ? ['S3_FORCE_PATH_STYLE=true'] : []),
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as used for this move',
    );
  } else {
    lines.push('STORAGE_DRIVER=local   (the files stay in DATA_DIR/uploads)');
  }
  return lines.join('\n');
}
