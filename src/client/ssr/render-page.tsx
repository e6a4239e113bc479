import type { I18n } from '@lingui/core';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { LOCALES, localePrefix, type Locale } from '@shared/i18n/locales';
import { PageHeadCollector, PageHeadContext, type PageHead } from '@client/lib/page-head';
import { createQueryClient } from '@client/lib/query-client';
import { App } from '@client/app/app';
import { createRoutes } from '@client/app/router';
import { pageLoaders, type RenderContext } from './page-loaders';

/** A page as the server answers it. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      /** The markup inside #root. */
      appHtml: string;
      /** What the browser's router and query cache start from (see page-state). */
      routerState: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>;
      queryState: ReturnType<typeof dehydrate>;
    };

/**
 * Queries a page asked for while rendering that no loader loaded (secondary data such as
 * related entries); they are loaded and the page rendered again, at most this many times.
 */
const COMPLETION_PASSES = 2;

function isWaitingForData(query: Query): boolean {
  const { status, fetchStatus } = query.state;
  return (
    status === 'pending' &&
    fetchStatus === 'idle' &&
    (query.options as { enabled?: unknown }).enabled !== false
  );
}

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** One route handler per language: the same routes under the language's prefix. */
const staticHandlers = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    createStaticHandler(createRoutes(pageLoaders), {
      basename: localePrefix(locale) || undefined,
    }),
  ]),
) as Record<Locale, StaticHandler>;

/**
 * The whole page as static markup with no inline script (the content security policy allows
 * none). Lazy parts that are not loaded yet are waited for, so the markup is always whole.
 */
async function renderApp(
  i18n: I18n,
  staticHandler: StaticHandler,
  queryClient: QueryClient,
  context: StaticHandlerContext,
  collector: PageHeadCollector,
): Promise<string> {
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const tree = (
    <StrictMode>
      <PageHeadContext.Provider value={collector}>
        <App queryClient={queryClient} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </PageHeadContext.Provider>
    </StrictMode>
  );
  return renderToStringAsync(tree);
}

/**
 * Renders one public page for an anonymous visitor, in `i18n`'s language (the address's): its
 * status, head, markup and state.
 */
export async function renderPage(url: URL, i18n: I18n): Promise<RenderedPage> {
  const staticHandler = staticHandlers[i18n.locale as Locale];
  const queryClient = createQueryClient();
  const requestContext: RenderContext = { queryClient };
  const context = await staticHandler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const collector = new PageHeadCollector();
  let appHtml = await renderApp(i18n, staticHandler, queryClient, context, collector);
  for (let pass = 0; pass < COMPLETION_PASSES; pass += 1) {
    const waiting = queryClient.getQueryCache().getAll().filter(isWaitingForData);
    if (waiting.length === 0) break;
    await Promise.allSettled(waiting.map((query) => query.fetch()));
    appHtml = await renderApp(i18n, staticHandler, queryClient, context, collector);
  }
  return {
    kind: 'page',
    status: context.statusCode,
    head: collector.head,
    appHtml,
    routerState: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    queryState: dehydrate(queryClient),
  };
}
