import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_PRELOADS_FILE, pageMatching, type PagePreloads } from '@shared/page-preloads';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@shared/site-config';

const SITE_CONFIG_MARKER = '<!--site-config-->';

/** Writes the site configuration into the page as a JSON data block (not a script that runs). */
export function renderIndexHtml(template: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return template.replace(
    SITE_CONFIG_MARKER,
    `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`,
  );
}

/** The page's own chunks as module preloads, in the form Vite writes the entry's. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

function readPreloads(clientDir: string): PagePreloads | undefined {
  const path = join(clientDir, PAGE_PRELOADS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PagePreloads) : undefined;
}

function wantsHtml(accept: string | undefined): boolean {
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** Answers a request that matched no route with the app page; false when it is no page request. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built React app: hashed assets cached for a year, every other page path
 * answered with index.html so the client router can show it (or its 404 screen).
 * Returns undefined when there is no build to serve.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  site: SiteConfig,
): Promise<PageFallback | undefined> {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const indexHtml = renderIndexHtml(readFileSync(indexPath, 'utf8'), site);
  // One page per route pattern, made once.
  const pages = (readPreloads(clientDir)?.pages ?? []).map(({ path, files }) => ({
    path,
    html: withPreloads(indexHtml, files),
  }));
  const htmlFor = (pathname: string) => pageMatching(pages, pathname)?.html ?? indexHtml;

  const sendIndex = (reply: FastifyReply, pathname: string) =>
    reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(htmlFor(pathname));

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    // index.html is always served by sendIndex, with the site configuration written in.
    globIgnore: ['**/index.html'],
    // Hashed file names change with their content, so browsers may keep them forever.
    setHeaders(reply, filePath) {
      reply.header(
        'Cache-Control',
        filePath.includes(`${join(clientDir, 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, '/'));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, '/'));

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/assets/') &&
      wantsHtml(request.headers.accept);
    if (!isPage) return false;
    void sendIndex(reply, path);
    return true;
  };
}
