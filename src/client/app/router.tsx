import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { SiteLayout } from './layouts/site-layout';
import { pageRoutes } from './page-routes';
import { RouteError } from './route-error';
import { SessionGate } from './session-gate';

type PageModule = { default: React.ComponentType };

const pageModules = import.meta.glob<PageModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);

/** Each page is its own chunk so the landing page loads only what it needs. */
function page(name: string): Pick<RouteObject, 'lazy'> {
  const load = pageModules[`../routes/${name}.tsx`];
  if (!load) throw new Error(`There is no page module src/client/routes/${name}.tsx.`);
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function AppShell() {
  return (
    <SessionGate>
      <SiteLayout />
    </SessionGate>
  );
}

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: RouteError,
    // Shown for the moment the first page's code is loading.
    HydrateFallback: FullScreenSpinner,
    children: pageRoutes.map(({ path, page: name }) => ({ path, ...page(name) })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
