/* eslint-disable lingui/no-unlocalized-strings -- addresses, not words for people */
function withQuery(pathname: string, params?: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A route without parameters: its address is its link. */
const fixed = <Path extends string>(path: Path) => ({ path, getHref: () => path });

/**
 * Every route of the product. Links use `getHref()` so no URL is spelled by hand.
 */
export const paths = {
  home: fixed('/'),
  auth: fixed('/auth'),
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },
  logoutSuccess: {
    path: '/logout-success',
    getHref: (type?: 'client' | 'partner' | 'general') => withQuery('/logout-success', { type }),
  },
  dashboard: fixed('/dashboard'),
  /** One of the signed-in client's cases: status, requests, documents and the conversation. */
  clientCase: {
    path: '/dashboard/cases/:caseId',
    getHref: (caseId: string) => `/dashboard/cases/${encodeURIComponent(caseId)}`,
  },
  recommendations: fixed('/dashboard/recommendations'),
  resources: fixed('/resources'),
  resource: {
    path: '/resources/:slug',
    getHref: (slug: string) => `/resources/${encodeURIComponent(slug)}`,
  },
  legal: fixed('/legal'),
  legalItem: {
    path: '/legal-database/:resourceType/:id',
    getHref: (resourceType: string, id: string) =>
      `/legal-database/${encodeURIComponent(resourceType)}/${encodeURIComponent(id)}`,
  },
  calculator: fixed('/calculator'),
  rescissionChecker: fixed('/cancellation-deadline'),
  /** "Is this offer a scam?": warning signs and where to report (issue 20). */
  scamCheck: fixed('/scam-check'),
  /** The "What can I do?" interview and its action plan (issue 20). */
  help: fixed('/help'),
  admin: fixed('/admin'),
  adminApplications: fixed('/admin/applications'),
  adminCases: {
    path: '/admin/cases',
    /** With filters, e.g. `{ status: 'submitted' }` or `{ priority: 'urgent' }`. */
    getHref: (filters?: Record<string, string>) => withQuery('/admin/cases', filters),
  },
  adminInbox: {
    path: '/admin/inbox',
    /** `kind` is 'intake' or 'contact'; `status` new, in_progress, handled or all. */
    getHref: (filters?: { kind?: string; status?: string }) => withQuery('/admin/inbox', filters),
  },
  adminPeople: fixed('/admin/people'),
  adminJobs: fixed('/admin/jobs'),
  adminAudit: fixed('/admin/audit'),
  /** The staff member's own two-step sign-in and sessions (issue 17). */
  adminSecurity: fixed('/admin/security'),
  staffSetPassword: {
    path: '/staff-login/set-password',
    getHref: (token?: string) => withQuery('/staff-login/set-password', { token }),
  },
  accountSettings: fixed('/dashboard/settings'),
  confirmEmail: {
    path: '/confirm-email',
    getHref: (token?: string) => withQuery('/confirm-email', { token }),
  },
  /** The page the guide digest's "stop e-mails" link opens (modules/guide-digest). */
  unsubscribe: fixed('/unsubscribe'),
  cms: fixed('/cms'),
  staffLogin: fixed('/staff-login'),
  partnerPortal: {
    path: '/partner-portal',
    /** `verificationToken` opens the Verification tab for the applicant's own application. */
    getHref: (
      tab?: 'overview' | 'apply' | 'verification' | 'resources',
      verificationToken?: string,
    ) => withQuery('/partner-portal', { tab, token: verificationToken }),
  },
  partnerLogin: fixed('/partner-login'),
  partnerSetPassword: {
    path: '/partner-login/set-password',
    getHref: (token?: string) => withQuery('/partner-login/set-password', { token }),
  },
  partnerDashboard: fixed('/partner-dashboard'),
  /** The partner's own two-step sign-in and sessions (issue 17). */
  partnerSecurity: fixed('/partner-dashboard/security'),
  partners: fixed('/partners'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  accessibility: fixed('/accessibility'),
  disclaimer: fixed('/disclaimer'),
} as const;

/** Section anchors on the landing page (requirements §2 Landing). */
export const landingSections = {
  home: 'home',
  services: 'services',
  getHelp: 'get-help',
  resources: 'resources',
  partners: 'partners',
  faq: 'faq',
  support: 'support',
  contact: 'contact',
} as const;

export type LandingSection = (typeof landingSections)[keyof typeof landingSections];
