import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { localeOfPath } from '@shared/i18n/locales';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import type { PageLoaders } from '@client/app/router';
import { NOT_FOUND_STATUS } from '@client/app/route-error';
import { getLegalItemQueryOptions } from '@client/features/legal/api/get-legal-item';
import { getLegalListQueryOptions } from '@client/features/legal/api/get-legal-list';
import { searchLegalQueryOptions } from '@client/features/legal/api/search-legal';
import {
  filtersFromParams,
  kindFromParams,
  kindFromResourceType,
  QUERY_PARAM,
} from '@client/features/legal/components/legal-kinds';
import { getArticleQueryOptions } from '@client/features/resources/api/get-article';
import { getArticlesQueryOptions } from '@client/features/resources/api/get-articles';
import { getCategoriesQueryOptions } from '@client/features/resources/api/get-categories';

/** What every server loader is handed: the query cache of this one render. */
export interface RenderContext {
  queryClient: QueryClient;
}

const MOVED_PERMANENTLY = 301;

type Args = LoaderFunctionArgs<RenderContext>;

/** The language of the page being rendered: its address's prefix (`/es/resources`). */
const pageLocale = (request: Request) => localeOfPath(new URL(request.url).pathname);

const notFound = () => data(null, { status: NOT_FOUND_STATUS });

/** The guide or legal entry the page is about: unknown answers 404, a renamed guide 301. */
async function mainRecord(load: () => Promise<unknown>, movedTo?: (slug: string) => string) {
  try {
    await load();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === NOT_FOUND_STATUS) throw notFound();
    const target = (error.body as { movedTo?: unknown } | undefined)?.movedTo;
    if (error.status === MOVED_PERMANENTLY && movedTo && typeof target === 'string') {
      throw redirect(movedTo(target), MOVED_PERMANENTLY);
    }
    throw error;
  }
}

/**
 * The data each public page shows, loaded before it is rendered so the HTML holds the content
 * and the browser's query cache starts with it. The guide or legal entry a page is about is
 * fetched (its absence decides the status); everything else is prefetched: if it fails, the
 * browser loads it itself as on a client-side visit. (Anything a page asks for that is not here is
 * loaded by the renderer's completion pass; see render-page.)
 */
export const pageLoaders: PageLoaders = {
  // An address that matches no page: the not-found screen, with the status that says so.
  'not-found': () => {
    throw notFound();
  },
  resources: async ({ context, request }: Args) => {
    const { queryClient } = context;
    await Promise.all([
      queryClient.prefetchQuery(getArticlesQueryOptions(pageLocale(request))),
      queryClient.prefetchQuery(getCategoriesQueryOptions()),
    ]);
    return null;
  },
  resource: async ({ context, params, request }: Args) => {
    const slug = params.slug ?? '';
    const locale = pageLocale(request);
    await Promise.all([
      mainRecord(
        () => context.queryClient.fetchQuery(getArticleQueryOptions(slug, locale)),
        (moved) => paths.resource.getHref(moved),
      ),
      context.queryClient.prefetchQuery(getArticlesQueryOptions(locale)),
    ]);
    return null;
  },
  legal: async ({ context, request }: Args) => {
    const params = new URL(request.url).searchParams;
    const kind = kindFromParams(params);
    const query = params.get(QUERY_PARAM)?.trim();
    const { queryClient } = context;
    await Promise.all([
      queryClient.prefetchQuery(getLegalListQueryOptions(kind, filtersFromParams(kind, params))),
      query ? queryClient.prefetchQuery(searchLegalQueryOptions(query)) : null,
    ]);
    return null;
  },
  'legal-item': async ({ context, params }: Args) => {
    const kind = kindFromResourceType(params.resourceType);
    if (!kind || !params.id) throw notFound();
    const id = params.id;
    await mainRecord(() => context.queryClient.fetchQuery(getLegalItemQueryOptions(kind, id)));
    return null;
  },
};
