import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { downloads, DOWNLOADS_PATH, hasDownloadIn, type Download } from '@shared/downloads';
import { DEFAULT_LOCALE, isLocale, localePrefix, type Locale } from '@shared/i18n/locales';
import { sendNotFound } from './errors';

/** The generated downloads sit next to the built client: dist/client → dist/downloads. */
export function downloadsDirFor(clientDir: string): string {
  return join(dirname(clientDir), 'downloads');
}

/**
 * Serves the generated downloads (requirements §7 Static files) at /attached_assets/<fileName>, and
 * those made in another language at /attached_assets/<locale>/<fileName> (issue 21), as
 * attachments with their own content type. Only names in the downloads list are served; any
 * other path under /attached_assets is the JSON 404. File names carry no content hash, so
 * browsers keep a file for an hour and then revalidate it with its ETag.
 * Registers nothing (and returns false) when the folder has not been generated.
 */
export function registerDownloads(app: FastifyInstance, downloadsDir: string): boolean {
  if (!existsSync(downloadsDir)) return false;
  const byFileName = new Map<string, Download>(
    downloads.map((download) => [download.fileName, download]),
  );

  app.get(`${DOWNLOADS_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    const [first = '', ...rest] = requested.split('/');
    const locale: Locale = rest.length === 1 && isLocale(first) ? first : DEFAULT_LOCALE;
    const fileName = locale === DEFAULT_LOCALE ? requested : rest[0]!;
    const download = byFileName.get(fileName);
    if (!download || !hasDownloadIn(download, locale)) return sendNotFound(request, reply);
    const path = join(downloadsDir, localePrefix(locale), download.fileName);
    const stats = await stat(path).catch(() => undefined);
    if (!stats?.isFile()) return sendNotFound(request, reply);

    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('ETag', etag)
      .header('Last-Modified', stats.mtime.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();

    return reply
      .type(download.mimeType)
      .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
      .header('Content-Length', stats.size)
      .send(createReadStream(path));
  });
  return true;
}
