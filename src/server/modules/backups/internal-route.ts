import { timingSafeEqual } from 'node:crypto';
import { isAbsolute } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { loadSecret } from '../../platform/secrets';
import { takeBackup, type BackupSource } from './take-backup';
import { text } from '@shared/i18n/text';

/** The file in DATA_DIR (owner-only) holding the token `npm run backup` shows the server. */
export const BACKUP_TOKEN_FILE = 'backup-token';
export const INTERNAL_BACKUP_PATH = '/internal/backup';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * How `npm run backup` asks the server holding the embedded database for a snapshot: from
 * this machine only, with the token the server keeps in DATA_DIR (whoever can read that folder
 * holds the data anyway). Answers the archive's path.
 */
export const internalBackupRoutes: FastifyPluginAsyncZod<
  BackupSource & { backupDir: string }
> = async (app, options) => {
  const token = loadSecret(options.dataDir, BACKUP_TOKEN_FILE);
  app.post(
    INTERNAL_BACKUP_PATH,
    {
      // Checked before the body is read: a caller without the token learns nothing more.
      onRequest: async (request) => {
        const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameToken(given, token)) {
          throw new AppError(403, 'FORBIDDEN', text('Not allowed.'));
        }
      },
      schema: {
        hide: true,
        body: z.object({ dir: z.string().refine(isAbsolute).optional() }).optional(),
      },
    },
    async (request) => {
      const path = await takeBackup(options, request.body?.dir ?? options.backupDir);
      request.log.info({ path }, 'backup taken on request of npm run backup');
      return { path };
    },
  );
};
