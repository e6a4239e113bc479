import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { paths } from '@client/lib/paths';
import { SiteLayout } from './layouts/site-layout';
import { RouteError } from './route-error';
import { SessionGate } from './session-gate';

type PageModule = { default: React.ComponentType };

/** Each page is its own chunk so the landing page loads only what it needs. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
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
    children: [
      { path: paths.home.path, ...page(() => import('@client/routes/landing')) },
      { path: paths.auth.path, ...page(() => import('@client/routes/auth')) },
      { path: paths.resetPassword.path, ...page(() => import('@client/routes/reset-password')) },
      { path: paths.logoutSuccess.path, ...page(() => import('@client/routes/logout-success')) },
      { path: paths.dashboard.path, ...page(() => import('@client/routes/dashboard')) },
      { path: paths.recommendations.path, ...page(() => import('@client/routes/recommendations')) },
      { path: paths.resources.path, ...page(() => import('@client/routes/resources')) },
      { path: paths.resource.path, ...page(() => import('@client/routes/resource')) },
      { path: paths.legal.path, ...page(() => import('@client/routes/legal')) },
      { path: paths.legalItem.path, ...page(() => import('@client/routes/legal-item')) },
      {
        path: paths.rescissionChecker.path,
        ...page(() => import('@client/routes/rescission-checker')),
      },
      { path: paths.cms.path, ...page(() => import('@client/routes/cms')) },
      { path: paths.staffLogin.path, ...page(() => import('@client/routes/staff-login')) },
      { path: paths.admin.path, ...page(() => import('@client/routes/admin')) },
      {
        path: paths.adminApplications.path,
        ...page(() => import('@client/routes/admin-applications')),
      },
      { path: paths.adminCases.path, ...page(() => import('@client/routes/admin-cases')) },
      { path: paths.adminPeople.path, ...page(() => import('@client/routes/admin-people')) },
      { path: paths.adminJobs.path, ...page(() => import('@client/routes/admin-jobs')) },
      { path: paths.adminAudit.path, ...page(() => import('@client/routes/admin-audit')) },
      { path: paths.adminInbox.path, ...page(() => import('@client/routes/admin-inbox')) },
      {
        path: paths.staffSetPassword.path,
        ...page(() => import('@client/routes/staff-set-password')),
      },
      {
        path: paths.accountSettings.path,
        ...page(() => import('@client/routes/account-settings')),
      },
      { path: paths.confirmEmail.path, ...page(() => import('@client/routes/confirm-email')) },
      { path: paths.partners.path, ...page(() => import('@client/routes/partners')) },
      { path: paths.partnerPortal.path, ...page(() => import('@client/routes/partner-portal')) },
      { path: paths.partnerLogin.path, ...page(() => import('@client/routes/partner-login')) },
      {
        path: paths.partnerSetPassword.path,
        ...page(() => import('@client/routes/partner-set-password')),
      },
      {
        path: paths.partnerDashboard.path,
        ...page(() => import('@client/routes/partner-dashboard')),
      },
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
