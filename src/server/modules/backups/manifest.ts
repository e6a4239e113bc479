import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../../db/embedded-template';

/** The archive layout this code writes and reads; a different one is refused. */
export const ARCHIVE_FORMAT = 1;

export const MANIFEST_NAME = 'manifest.json';
/** The embedded database's data folder, as PGlite's own uncompressed tar dump. */
export const PGLITE_MEMBER = 'database/pglite.tar';
/** A PostgreSQL database, as `pg_dump --format=custom`. */
export const POSTGRES_MEMBER = 'database/postgres.dump';
export const FILES_FOLDER = 'files';
export const SECRETS_FOLDER = 'secrets';

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** How many migrations the database had applied. */
  migrationLevel: z.number().int().min(0),
  /** Rows per table of the public schema, as in the dump. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** Uploaded files in the archive. */
  files: z.number().int().min(0),
  /** SHA-256 (hex) of every other member of the archive, by its path there. */
  checksums: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** How many migrations this code ships (a database at a higher level is from newer code). */
export function codeMigrationLevel(): number {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
