import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerProfile } from '@shared/contracts/partners';
import { MFA_SETUP_REQUIRED_MESSAGE, type TwoStepStatus } from '@shared/contracts/two-step';
import AdminPage from '@client/routes/admin';
import AdminPeoplePage from '@client/routes/admin-people';
import AdminSecurityPage from '@client/routes/admin-security';
import PartnerDashboardPage from '@client/routes/partner-dashboard';
import PartnerSecurityPage from '@client/routes/partner-security';
import { storeSignIn } from '@client/lib/auth-storage';
import { MFA_SETUP_REQUIRED_CODE } from '@client/lib/two-step-gate';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { admin } from '@client/testing/staff-users';

const { serve } = stubFetchForEachTest();

const notSetUp: TwoStepStatus = {
  enabled: false,
  totpEnabled: false,
  recoveryCodesLeft: 0,
  passkeys: [],
  required: true,
};
const refusal = () =>
  jsonResponse({ message: MFA_SETUP_REQUIRED_MESSAGE, code: MFA_SETUP_REQUIRED_CODE }, 403);

const staffPages = {
  '/admin': <AdminPage />,
  '/admin/people': <AdminPeoplePage />,
  '/admin/security': <AdminSecurityPage />,
};
const staffSecurityCalls = {
  'GET /api/staff/mfa': () => jsonResponse(notSetUp),
  'GET /api/staff/sessions': () => jsonResponse({ sessions: [] }),
};

describe('Administrators without two-step sign-in', () => {
  it('are led from the staff area straight to the Security page, told why', async () => {
    storeSignIn('staff', 'staff-token', admin);
    serve(
      routeTable({
        ...staffSecurityCalls,
        'GET /api/staff/me': () => jsonResponse({ user: admin, mfaSetupRequired: true }),
      }),
    );
    const { router } = renderAt('/admin', staffPages);

    expect(await screen.findByText('Set up two-step sign-in to continue')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/security');
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to the staff area' })).not.toBeInTheDocument();
    expect(await screen.findByText('Your role requires two-step sign-in. Please turn it on now.'));
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });

  it('are led there when any staff call answers 403 MFA_SETUP_REQUIRED', async () => {
    storeSignIn('staff', 'staff-token', admin);
    serve(
      routeTable({
        ...staffSecurityCalls,
        'GET /api/staff/me': () => jsonResponse({ user: admin }),
      }),
      // Every other staff call is refused until two-step sign-in is set up.
      (method, url) => (url.startsWith('/api/admin') ? refusal() : undefined),
    );
    const { router } = renderAt('/admin/people', staffPages);

    expect(await screen.findByText('Set up two-step sign-in to continue')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/security');
  });
});

describe('Partners whose role requires two-step sign-in', () => {
  it('are led from the dashboard to their Security page', async () => {
    const partner: PartnerProfile = {
      id: 'partner-1',
      companyName: 'Smith Law',
      contactPerson: 'Jane Smith',
      locale: 'en' as const,
      email: 'jane@smithlaw.com',
    };
    storeSignIn('partner', 'partner-token', partner);
    serve(
      routeTable({
        'GET /api/partners/me': () => jsonResponse({ partner, mfaSetupRequired: true }),
        'GET /api/partners/mfa': () => jsonResponse(notSetUp),
        'GET /api/partners/sessions': () => jsonResponse({ sessions: [] }),
      }),
    );
    const { router } = renderAt('/partner-dashboard', {
      '/partner-dashboard': <PartnerDashboardPage />,
      '/partner-dashboard/security': <PartnerSecurityPage />,
    });

    expect(await screen.findByText('Set up two-step sign-in to continue')).toBeVisible();
    expect(router.state.location.pathname).toBe('/partner-dashboard/security');
    expect(screen.queryByRole('link', { name: 'Back to the dashboard' })).not.toBeInTheDocument();
  });
});
