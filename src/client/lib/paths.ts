function withQuery(pathname: string, params?: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Every route of the product. Links use `getHref()` so no URL is spelled by hand.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) =>
      token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  },
  logoutSuccess: {
    path: '/logout-success',
    getHref: (type?: 'client' | 'partner' | 'general') =>
      type ? `/logout-success?type=${type}` : '/logout-success',
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  /** One of the signed-in client's cases: status, requests, documents and the conversation. */
  clientCase: {
    path: '/dashboard/cases/:caseId',
    getHref: (caseId: string) => `/dashboard/cases/${encodeURIComponent(caseId)}`,
  },
  recommendations: {
    path: '/dashboard/recommendations',
    getHref: () => '/dashboard/recommendations',
  },
  resources: { path: '/resources', getHref: () => '/resources' },
  resource: {
    path: '/resources/:slug',
    getHref: (slug: string) => `/resources/${encodeURIComponent(slug)}`,
  },
  legal: { path: '/legal', getHref: () => '/legal' },
  legalItem: {
    path: '/legal-database/:resourceType/:id',
    getHref: (resourceType: string, id: string) =>
      `/legal-database/${encodeURIComponent(resourceType)}/${encodeURIComponent(id)}`,
  },
  calculator: { path: '/calculator', getHref: () => '/calculator' },
  rescissionChecker: { path: '/cancellation-deadline', getHref: () => '/cancellation-deadline' },
  admin: { path: '/admin', getHref: () => '/admin' },
  adminApplications: { path: '/admin/applications', getHref: () => '/admin/applications' },
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
  adminPeople: { path: '/admin/people', getHref: () => '/admin/people' },
  adminJobs: { path: '/admin/jobs', getHref: () => '/admin/jobs' },
  adminAudit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  staffSetPassword: {
    path: '/staff-login/set-password',
    getHref: (token?: string) =>
      token
        ? `/staff-login/set-password?token=${encodeURIComponent(token)}`
        : '/staff-login/set-password',
  },
  accountSettings: { path: '/dashboard/settings', getHref: () => '/dashboard/settings' },
  confirmEmail: {
    path: '/confirm-email',
    getHref: (token?: string) =>
      token ? `/confirm-email?token=${encodeURIComponent(token)}` : '/confirm-email',
  },
  /** The page the guide digest's "stop e-mails" link opens (modules/guide-digest). */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: (token?: string) =>
      token ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe',
  },
  cms: { path: '/cms', getHref: () => '/cms' },
  staffLogin: { path: '/staff-login', getHref: () => '/staff-login' },
  partnerPortal: {
    path: '/partner-portal',
    /** `verificationToken` opens the Verification tab for the applicant's own application. */
    getHref: (
      tab?: 'overview' | 'apply' | 'verification' | 'resources',
      verificationToken?: string,
    ) => {
      const query = new URLSearchParams();
      if (tab) query.set('tab', tab);
      if (verificationToken) query.set('token', verificationToken);
      const search = query.toString();
      return search ? `/partner-portal?${search}` : '/partner-portal';
    },
  },
  partnerLogin: { path: '/partner-login', getHref: () => '/partner-login' },
  partnerSetPassword: {
    path: '/partner-login/set-password',
    getHref: (token?: string) =>
      token
        ? `/partner-login/set-password?token=${encodeURIComponent(token)}`
        : '/partner-login/set-password',
  },
  partnerDashboard: { path: '/partner-dashboard', getHref: () => '/partner-dashboard' },
  partners: { path: '/partners', getHref: () => '/partners' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  disclaimer: { path: '/disclaimer', getHref: () => '/disclaimer' },
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
