// Prepares the browser tests' database before their server starts: migrations, then a mail job
// that failed for good, so a test can retry it from /admin/jobs. Honours DATA_DIR like the server.
import { FAILED_MAIL, FAILED_MAIL_ERROR } from '../e2e/failed-mail';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { jobs } from '../src/server/db/schema';
import { DEFAULT_MAX_ATTEMPTS } from '../src/server/platform/jobs';
import { MAIL_JOB } from '../src/server/platform/mail';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await database.db.insert(jobs).values({
    type: MAIL_JOB,
    payload: { ...FAILED_MAIL },
    status: 'failed',
    attempts: DEFAULT_MAX_ATTEMPTS,
    maxAttempts: DEFAULT_MAX_ATTEMPTS,
    lastError: FAILED_MAIL_ERROR,
  });
} finally {
  await database.close();
}
