import { afterEach, vi } from 'vitest';
import type { PartnerProfile } from '@shared/contracts/partners';
import type { TwoStepStatus } from '@shared/contracts/two-step';
import PartnerSecurityPage from '@client/routes/partner-security';
import { storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, routeTable, type FetchStub } from './fetch-stub';
import { renderAt } from './render';

export const testPartner: PartnerProfile = {
  id: 'partner-1',
  companyName: 'Smith Law',
  contactPerson: 'Jane Smith',
  locale: 'en' as const,
  email: 'jane@smithlaw.com',
};

/** A signed-in partner's Security page, its two-step status as `status` says at each call. */
export function renderPartnerSecurity(
  serve: FetchStub['serve'],
  status: () => TwoStepStatus,
  extra: Record<string, (body: unknown) => Response> = {},
) {
  storeSignIn('partner', 'partner-token', testPartner);
  serve(
    routeTable({
      'GET /api/partners/me': () => jsonResponse({ partner: testPartner }),
      'GET /api/partners/mfa': () => jsonResponse(status()),
      'GET /api/partners/sessions': () => jsonResponse({ sessions: [] }),
      ...extra,
    }),
  );
  return renderAt('/partner-dashboard/security', {
    '/partner-dashboard/security': <PartnerSecurityPage />,
  });
}

type Ceremony = () => Promise<unknown>;

/**
 * A browser with WebAuthn (jsdom has none) whose device answers `create` and `get` as told,
 * for the test calling it; the calling file must also call `forgetBrowserPasskeysAfterEach`.
 */
export function browserWithPasskeys(device: { create?: Ceremony; get?: Ceremony }) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: vi.fn(device.create), get: vi.fn(device.get) },
  });
}

/** Takes the stand-in device away after each test (the global is unstubbed with fetch's). */
export function forgetBrowserPasskeysAfterEach() {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'credentials');
  });
}
