import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { dehydrate, hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStringAsync } from 'preact-render-to-string';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PageHeadCollector, PageHeadContext, type PageHead } from '@client/lib/page-head';
import { createQueryClient } from '@client/lib/query-client';

/** One page at one address, with the data its server loaders would have put in the cache. */
export interface PageAtAddress {
  url: string;
  path: string;
  Page: ComponentType;
  prime?: (queryClient: QueryClient) => void;
}

function pageTree(page: PageAtAddress, queryClient: QueryClient, collector: PageHeadCollector) {
  return (
    <I18nProvider i18n={i18n}>
      <PageHeadContext.Provider value={collector}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[page.url]}>
            <Routes>
              <Route path={page.path} element={<page.Page />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </PageHeadContext.Provider>
    </I18nProvider>
  );
}

/**
 * The page as the server renders it: markup (no effects run, lazy parts waited for), the
 * head it declares, and the query cache it leaves for the browser.
 */
export async function renderOnServer(page: PageAtAddress) {
  const queryClient = createQueryClient();
  page.prime?.(queryClient);
  const collector = new PageHeadCollector();
  const html = await renderToStringAsync(pageTree(page, queryClient, collector));
  return { html, head: collector.head as PageHead, queryState: dehydrate(queryClient) };
}

/**
 * Server markup as the browser writes it back once parsed (quotes, entities, void elements),
 * without the Suspense boundary comments that hydration consumes.
 */
export function asParsedMarkup(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replaceAll(/<!--\/?\$s-->/g, '');
  return template.innerHTML;
}

/**
 * Takes over the server's markup in `container` as the browser does (a fresh cache filled
 * from the server's). Gives the markup as it is right after hydration, before any effect, and
 * the root, which the test must unmount: a page left mounted would go on reacting to what
 * later tests store.
 */
export function hydrateServerMarkup(
  page: PageAtAddress,
  container: HTMLElement,
  server: Awaited<ReturnType<typeof renderOnServer>>,
) {
  container.innerHTML = server.html;
  const queryClient = createQueryClient();
  hydrate(queryClient, server.queryState);
  const root = hydrateRoot(container, pageTree(page, queryClient, new PageHeadCollector()));
  return { markup: container.innerHTML, root };
}
