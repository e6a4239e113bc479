import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import { apiRequest } from './api-client';
import {
  clearSignIn,
  readToken,
  storeSignedOutUserType,
  type SignedOutUserType,
  type SignInKind,
} from './auth-storage';
import { paths } from './paths';
import { text } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';

/** Requirements §9: the confirmation shows this long before the signed-out page. */
export const SIGN_OUT_REDIRECT_MS = 1500;

const logoutPaths: Record<SignInKind, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- API paths */
  client: '/api/logout',
  staff: '/api/staff/logout',
  partner: '/api/partners/logout',
  /* eslint-enable lingui/no-unlocalized-strings */
};
const signedOutTypes: Record<SignInKind, SignedOutUserType> = {
  client: 'client',
  partner: 'partner',
  staff: 'general',
};

/**
 * Requirements §4 sign-out sequence: clear the stored token and user data, remember the user type,
 * tell the server (without waiting), show the confirmation, and after 1.5 s go to the
 * signed-out page. `signingOut` is true while the confirmation shows.
 */
export function useSignOut(kind: SignInKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function signOut() {
    if (signingOut) return;
    const token = readToken(kind);
    const type = signedOutTypes[kind];
    clearSignIn(kind, { quietly: true });
    storeSignedOutUserType(type);
    if (token) {
      apiRequest(logoutPaths[kind], { method: 'POST', token }).catch(() => {
        toast.error(activeText(text('Logout Error')), {
          description: activeText(
            text(
              'You are signed out on this device, but we could not reach the server to end the session.',
            ),
          ),
        });
      });
    }
    setSigningOut(true);
    timer.current = setTimeout(() => {
      clearSignIn(kind);
      queryClient.clear();
      void navigate(paths.logoutSuccess.getHref(type), { replace: true });
    }, SIGN_OUT_REDIRECT_MS);
  }

  return { signOut, signingOut };
}
