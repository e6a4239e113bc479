import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { SiteLayout } from './layouts/site-layout';
import { preloadPage } from './page-files';
import { pageRoutes } from './page-routes';
import { RouteError } from './route-error';
import { SessionGate } from './session-gate';

/** A page module: its page, and maybe an error boundary of its own (its not-found screen). */
type PageModule = { default: React.ComponentType; ErrorBoundary?: React.ComponentType };

// eslint-disable-next-line lingui/no-unlocalized-strings -- file patterns
const pageModules = import.meta.glob<PageModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);

/** Each page is its own chunk so the landing page loads only what it needs. */
function page(name: string): Pick<RouteObject, 'lazy'> {
  const load = pageModules[`../routes/${name}.tsx`];
  if (!load) throw new Error(`There is no page module src/client/routes/${name}.tsx.`);
  return {
    lazy: async () => {
      preloadPage(name);
      const module = await load();
      // A page that cannot be shown keeps the header and footer around the message.
      return { Component: module.default, ErrorBoundary: module.ErrorBoundary ?? RouteError };
    },
  };
}

function AppShell() {
  return (
    <SessionGate>
      <SiteLayout />
    </SessionGate>
  );
}

/** What the server loads for a page before rendering it, by page module name. */
export type PageLoaders = Readonly<Record<string, LoaderFunction>>;

/**
 * The route tree. The server adds its loaders (which fill the query cache it hands to the
 * browser); the browser has none, so a page shows its own loading state on navigation.
 */
export function createRoutes(loaders: PageLoaders = {}): RouteObject[] {
  return [
    {
      Component: AppShell,
      ErrorBoundary: RouteError,
      // Shown for the moment the first page's code is loading.
      HydrateFallback: FullScreenSpinner,
      children: pageRoutes.map(({ path, page: name }) => ({
        path,
        loader: loaders[name],
        ...page(name),
      })),
    },
  ];
}

/** `basename` is the page language's prefix (`/es`), so links within the app stay in it. */
export function createAppRouter(
  basename: string | undefined,
  hydrationData?: HydrationState,
  routes = createRoutes(),
) {
  return createBrowserRouter(routes, { hydrationData, basename });
}
