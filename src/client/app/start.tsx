import { i18n } from '@lingui/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router';
import { localeOfPath, localePrefix } from '@shared/i18n/locales';
import { QUERY_STATE_ELEMENT_ID, ROUTER_STATE_ELEMENT_ID } from '@shared/page-state';
import { createQueryClient } from '@client/lib/query-client';
import { App } from './app';
import { loadPageFiles } from './page-files';
import { createAppRouter, createRoutes } from './router';

function readDataBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/**
 * The page modules the address needs, loaded before hydrating so the first render in the
 * browser matches the server's markup (a lazy route would otherwise render its fallback).
 */
async function loadMatchedPages(routes: RouteObject[], basename?: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Takes over a page the server rendered (with the router's and the query cache's state it
 * wrote into the page), or renders from nothing where the server left it to the browser.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The page's language is in its address; this build carries that language's messages.
  const locale = localeOfPath(window.location.pathname);
  const basename = localePrefix(locale) || undefined;
  i18n.activate(locale);
  window.addEventListener('load', () => loadPageFiles(locale), { once: true });
  const queryClient = createQueryClient();
  const routerState = readDataBlock<HydrationState>(ROUTER_STATE_ELEMENT_ID);
  if (!routerState) {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={createAppRouter(basename)} />
        </App>
      </StrictMode>,
    );
    return;
  }
  const queryState = readDataBlock<DehydratedState>(QUERY_STATE_ELEMENT_ID);
  if (queryState) hydrate(queryClient, queryState);
  const routes = createRoutes();
  await loadMatchedPages(routes, basename);
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={createAppRouter(basename, routerState, routes)} />
      </App>
    </StrictMode>,
  );
}
