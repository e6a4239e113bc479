// Writes the empty, migrated embedded database a new DATA_DIR starts from.
// Usage: tsx scripts/embedded-template.ts <folder>
import { resolve } from 'node:path';
import { EMBEDDED_TEMPLATE_PATH } from '../src/server/config';
import { writeEmbeddedTemplate } from '../src/server/db/embedded-template';

await writeEmbeddedTemplate(resolve(process.argv[2] ?? EMBEDDED_TEMPLATE_PATH));
