import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  SSR_ENTRY_FILE,
  type CreatePageRenderer,
  type PageRendererOptions,
} from '@shared/page-rendering';

/** The built server renderer beside the built client (dist/ssr next to dist/client). */
export function ssrEntryFor(clientDir: string): string {
  return join(clientDir, '..', 'ssr', SSR_ENTRY_FILE);
}

/** The build's renderer factory, or undefined when there is no server bundle to load. */
export async function loadPageRendererFactory(
  clientDir: string,
): Promise<CreatePageRenderer | undefined> {
  const entry = ssrEntryFor(clientDir);
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  return module.createPageRenderer;
}

const BODILESS_STATUSES = new Set([204, 205, 304]);

/**
 * Answers the pages' API requests from this server's own routes, without a network hop:
 * the same validation, access rules and public-read cache as a browser's request.
 */
export function inProcessFetch(app: FastifyInstance): PageRendererOptions['fetchApi'] {
  return async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : `${value}`);
    }
    const body = BODILESS_STATUSES.has(answer.statusCode)
      ? null
      : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers });
  };
}
