import { paths } from '@client/lib/paths';

/**
 * Every page: the address pattern the router matches and its module in src/client/routes.
 * The router loads each page as a chunk of its own; the build lists each page's chunks so the
 * server can tell the browser to fetch them together with the page (see page-preloads).
 */
export const pageRoutes: readonly { path: string; page: string }[] = [
  { path: paths.home.path, page: 'landing' },
  { path: paths.auth.path, page: 'auth' },
  { path: paths.resetPassword.path, page: 'reset-password' },
  { path: paths.logoutSuccess.path, page: 'logout-success' },
  { path: paths.dashboard.path, page: 'dashboard' },
  // A case opens within the dashboard's page module (its code loads when a case is opened), so
  // the landing page's first JavaScript, which lists every page module, stays within budget.
  { path: paths.clientCase.path, page: 'dashboard' },
  { path: paths.recommendations.path, page: 'recommendations' },
  { path: paths.resources.path, page: 'resources' },
  { path: paths.resource.path, page: 'resource' },
  { path: paths.legal.path, page: 'legal' },
  { path: paths.legalItem.path, page: 'legal-item' },
  { path: paths.rescissionChecker.path, page: 'rescission-checker' },
  { path: paths.scamCheck.path, page: 'scam-check' },
  { path: paths.help.path, page: 'help' },
  { path: paths.cms.path, page: 'cms' },
  { path: paths.staffLogin.path, page: 'staff-login' },
  { path: paths.admin.path, page: 'admin' },
  { path: paths.adminApplications.path, page: 'admin-applications' },
  { path: paths.adminCases.path, page: 'admin-cases' },
  { path: paths.adminPeople.path, page: 'admin-people' },
  { path: paths.adminJobs.path, page: 'admin-jobs' },
  { path: paths.adminAudit.path, page: 'admin-audit' },
  { path: paths.adminInbox.path, page: 'admin-inbox' },
  { path: paths.adminSecurity.path, page: 'admin-security' },
  { path: paths.staffSetPassword.path, page: 'staff-set-password' },
  { path: paths.accountSettings.path, page: 'account-settings' },
  { path: paths.confirmEmail.path, page: 'confirm-email' },
  { path: paths.unsubscribe.path, page: 'unsubscribe' },
  { path: paths.partners.path, page: 'partners' },
  { path: paths.partnerPortal.path, page: 'partner-portal' },
  { path: paths.partnerLogin.path, page: 'partner-login' },
  { path: paths.partnerSetPassword.path, page: 'partner-set-password' },
  { path: paths.partnerDashboard.path, page: 'partner-dashboard' },
  { path: paths.partnerSecurity.path, page: 'partner-security' },
  { path: paths.calculator.path, page: 'calculator' },
  { path: paths.privacy.path, page: 'privacy' },
  { path: paths.terms.path, page: 'terms' },
  { path: paths.accessibility.path, page: 'accessibility' },
  { path: paths.disclaimer.path, page: 'disclaimer' },
  { path: '*', page: 'not-found' },
];
