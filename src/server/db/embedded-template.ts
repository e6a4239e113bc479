import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../platform/project-root';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = join(projectRoot(), 'src/server/db/migrations');

export async function migrateEmbedded(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * Writes an empty, migrated embedded database folder (the build does, next to the bundle).
 * Creating a database cluster takes the WebAssembly PostgreSQL seconds; copying this folder
 * takes a fraction of that, which is most of a first start's time.
 */
export async function writeEmbeddedTemplate(folder: string): Promise<void> {
  const building = `${folder}.building`;
  rmSync(building, { recursive: true, force: true });
  const client = new PGlite(building);
  try {
    await client.waitReady;
    await migrateEmbedded(client);
  } finally {
    await client.close();
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(building, folder);
}

/**
 * Opens the embedded database in `folder`. A folder that does not exist yet starts as a copy
 * of the template when there is one; a template that cannot be used only costs the slow way.
 */
export async function openEmbeddedFolder(folder: string, template?: string): Promise<PGlite> {
  if (template && !existsSync(folder) && existsSync(template)) {
    try {
      cpSync(template, folder, { recursive: true });
      const client = new PGlite(folder);
      await client.waitReady;
      return client;
    } catch {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const client = new PGlite(folder);
  await client.waitReady;
  return client;
}
