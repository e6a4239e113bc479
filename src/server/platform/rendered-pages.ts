import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from '@shared/page-rendering';
import { pageDocument } from './page-document';
import type { PublicReadCache } from './public-read-cache';
import { sendCachedAnswer } from './public-reads';

export interface RenderedPagesOptions {
  renderer: PageRenderer;
  /** Rendered pages are kept with the public reads and dropped with them on every change. */
  cache: PublicReadCache;
  siteUrl: string;
  /** The app page for an address (with that page's chunks preloaded). */
  templateFor: (pathname: string) => string;
  /** The app page for the browser to render, if rendering fails. */
  sendUnrendered: (reply: FastifyReply, pathname: string) => FastifyReply;
}

const HTML = 'text/html; charset=utf-8';

/** Sends a public page rendered on the server: from the cache when it has not changed since. */
export type SendRenderedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) => Promise<FastifyReply>;

export function renderedPages(
  app: FastifyInstance,
  options: RenderedPagesOptions,
): SendRenderedPage {
  const { renderer, cache, siteUrl, templateFor, sendUnrendered } = options;
  return async (request, reply, pathname) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const key = `page:${pathname}${search}`;
    const kept = cache.get(key);
    if (kept) return sendCachedAnswer(request, reply, kept);

    const generation = cache.generation('pages');
    let rendered;
    try {
      rendered = await renderer.render(new URL(`${pathname}${search}`, siteUrl));
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error({ err: error, url: request.url }, 'Could not render a page on the server');
      return sendUnrendered(reply, pathname);
    }
    if (rendered.kind === 'redirect') {
      return reply.code(rendered.status).header('location', rendered.location).send();
    }
    const html = pageDocument(templateFor(pathname), rendered);
    const answer =
      rendered.status === 200 ? cache.set('pages', key, generation, html, HTML) : undefined;
    if (answer) return sendCachedAnswer(request, reply, answer);
    return reply.code(rendered.status).header('cache-control', 'no-cache').type(HTML).send(html);
  };
}
