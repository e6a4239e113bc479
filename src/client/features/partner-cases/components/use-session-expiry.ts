import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import { paths } from '@client/lib/paths';
import { onSessionEnded } from '../api/partner-case-request';
import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TITLE } from './load-error';

/**
 * Requirements §8: a 401 on any of the dashboard's calls means the session ended during the visit.
 * The partner is told 'Session Expired' and taken to the sign-in page; the call has already
 * dropped the token.
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  useEffect(
    () =>
      onSessionEnded(() => {
        // One toast, even when the list and a case fail together.
        toast.error(i18n._(SESSION_EXPIRED_TITLE), {
          id: 'partner-session-expired',
          description: i18n._(SESSION_EXPIRED_MESSAGE),
        });
        void navigate(paths.partnerLogin.getHref(), { replace: true });
      }),
    [navigate, i18n],
  );
}
