import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { paths } from '@client/lib/paths';
import { SiteLayout } from './layouts/site-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };

/** Each page is its own chunk so the landing page loads only what it needs. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    // Shown for the moment the first page's code is loading.
    HydrateFallback: FullScreenSpinner,
    children: [
      { path: paths.home.path, ...page(() => import('@client/routes/landing')) },
      { path: paths.calculator.path, ...page(() => import('@client/routes/calculator')) },
      { path: paths.privacy.path, ...page(() => import('@client/routes/privacy')) },
      { path: paths.terms.path, ...page(() => import('@client/routes/terms')) },
      { path: paths.accessibility.path, ...page(() => import('@client/routes/accessibility')) },
      { path: paths.disclaimer.path, ...page(() => import('@client/routes/disclaimer')) },
      { path: '*', ...page(() => import('@client/routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
