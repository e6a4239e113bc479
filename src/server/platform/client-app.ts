import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeOfPath,
  pathWithoutLocale,
  type Locale,
} from '@shared/i18n/locales';
import { PAGE_PRELOADS_FILE, pageMatching, type PagePreloads } from '@shared/page-preloads';
import type { CreatePageRenderer } from '@shared/page-rendering';
import { jsonDataBlock } from '@shared/page-state';
import { isServerRenderedPath } from '@shared/public-pages';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@shared/site-config';
import { loadCatalogues } from './i18n/catalogues';
import { inProcessFetch, loadPageRendererFactory } from './page-rendering';
import type { PublicReadCache } from './public-read-cache';
import { renderedPages } from './rendered-pages';

const SITE_CONFIG_MARKER = '<!--site-config-->';

/** Writes the site configuration into the page as a JSON data block (not a script that runs). */
export function renderIndexHtml(template: string, site: SiteConfig): string {
  return template.replace(SITE_CONFIG_MARKER, () => jsonDataBlock(SITE_CONFIG_ELEMENT_ID, site));
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The stylesheet written into the page instead of linked: on a slow connection the page then
 * paints as soon as its HTML arrives rather than after one more request (the styles are 11 KB
 * compressed, and client-side navigation never loads them again).
 */
export function withInlineStyles(html: string, readAsset: (path: string) => string): string {
  return html.replace(
    STYLESHEET_LINK,
    (_link, path: string) => `<style>${readAsset(path)}</style>`,
  );
}

const SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The app's scripts and their preloads moved from the head to the end of the body: the
 * server-rendered content comes first and paints without waiting for them (module scripts run
 * after the page is parsed either way, and the browser still finds them early).
 */
export function withScriptsAfterContent(html: string): string {
  const tags = html.match(SCRIPT_TAGS) ?? [];
  if (tags.length === 0) return html;
  const moved = tags.map((tag) => tag.trim()).join('\n    ');
  return html.replace(SCRIPT_TAGS, '').replace('</body>', `  ${moved}\n  </body>`);
}

/** The page's own chunks as module preloads, in the form Vite writes the entry's. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * Where a language's build of the app is: English in the client folder itself, every other
 * language beside it (`dist/client-es`), built with that language's messages in its code.
 */
export const clientDirFor = (clientDir: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? clientDir : `${clientDir}-${locale}`;

function readPreloads(clientDir: string): PagePreloads | undefined {
  const path = join(clientDir, PAGE_PRELOADS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PagePreloads) : undefined;
}

function wantsHtml(accept: string | undefined): boolean {
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** Answers a request that matched no route with the app page; false when it is no page request. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export interface ClientAppOptions {
  site: SiteConfig;
  /** The public address of the site (canonical links, the sitemap). */
  siteUrl: string;
  /** Where rendered public pages are kept (the public read cache). */
  cache: PublicReadCache;
  /** The server renderer; by default the build's (dist/ssr), if there is one. */
  createPageRenderer?: CreatePageRenderer;
}

/**
 * Serves the built React app: hashed assets cached for a year; public pages rendered on the
 * server (content in the first HTML, real 404s and 301s); signed-in areas answered with the
 * app page for the browser to render. Returns undefined when there is no build to serve.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  options: ClientAppOptions,
): Promise<PageFallback | undefined> {
  const { site } = options;
  if (!existsSync(join(clientDir, 'index.html'))) return undefined;
  const pagesOf = (locale: Locale) => {
    const dir = existsSync(join(clientDirFor(clientDir, locale), 'index.html'))
      ? clientDirFor(clientDir, locale)
      : clientDir;
    const indexHtml = withInlineStyles(
      renderIndexHtml(readFileSync(join(dir, 'index.html'), 'utf8'), site),
      (path) => readFileSync(join(dir, path), 'utf8'),
    );
    // One page per route pattern, made once.
    const pages = (readPreloads(dir)?.pages ?? []).map(({ path, files }) => ({
      path,
      html: withScriptsAfterContent(withPreloads(indexHtml, files)),
    }));
    return { pages, shellHtml: withScriptsAfterContent(indexHtml) };
  };
  const pagesByLocale = Object.fromEntries(LOCALES.map((locale) => [locale, pagesOf(locale)]));
  const htmlFor = (pathname: string) => {
    const { pages, shellHtml } = pagesByLocale[localeOfPath(pathname)]!;
    return pageMatching(pages, pathWithoutLocale(pathname))?.html ?? shellHtml;
  };

  const sendIndex = (reply: FastifyReply, pathname: string) =>
    reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(htmlFor(pathname));

  const staticRoots = LOCALES.map((locale) => clientDirFor(clientDir, locale)).filter((dir) =>
    existsSync(dir),
  );
  await app.register(fastifyStatic, {
    // Each language's build names its files by their content, so a file both builds have is
    // the same file, served from the first.
    root: staticRoots,
    index: false,
    wildcard: false,
    // index.html is always served by sendIndex, with the site configuration written in.
    globIgnore: ['**/index.html'],
    // Hashed file names change with their content, so browsers may keep them forever.
    setHeaders(reply, filePath) {
      reply.header(
        'Cache-Control',
        staticRoots.some((root) => filePath.includes(join(root, 'assets')))
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });
  const createPageRenderer =
    options.createPageRenderer ?? (await loadPageRendererFactory(clientDir));
  const sendRendered = createPageRenderer
    ? renderedPages(app, {
        renderer: createPageRenderer({
          site,
          siteUrl: options.siteUrl,
          fetchApi: inProcessFetch(app),
          catalogues: await loadCatalogues(),
        }),
        cache: options.cache,
        siteUrl: options.siteUrl,
        templateFor: htmlFor,
        sendUnrendered: sendIndex,
      })
    : undefined;
  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    sendRendered && isServerRenderedPath(pathname)
      ? sendRendered(request, reply, pathname)
      : sendIndex(reply, pathname);

  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));
  app.get('/index.html', { schema: { hide: true } }, (request, reply) =>
    sendPage(request, reply, '/'),
  );

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPagePath =
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/assets/') &&
      wantsHtml(request.headers.accept);
    if (!isPagePath) return false;
    if (request.method === 'POST') {
      // A form pressed before the page's script ran (see ScriptOnlyForm): load the page again;
      // what was typed is never read.
      void reply.code(303).header('location', request.url).send();
      return true;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    void sendPage(request, reply, path);
    return true;
  };
}
