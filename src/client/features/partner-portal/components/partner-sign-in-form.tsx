import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CredentialsForm } from '@client/components/credentials-form';
import { completePartnerSignIn } from '@client/lib/partner-session';
import { paths } from '@client/lib/paths';
import { usePartnerLogin } from '../api/partner-login';

/** Requirements §8 Partner: the sign-in toasts. */
export const PARTNER_LOGIN_FAILED_TITLE = 'Login Failed';
export const PARTNER_LOGIN_FAILED_FALLBACK = 'Please check your credentials and try again.';
export const PARTNER_LOGIN_SUCCESS_TITLE = 'Login Successful';
export const PARTNER_LOGIN_SUCCESS_MESSAGE = 'Welcome to your partner dashboard!';

/** A failure in the server's own words (for example the lockout after too many attempts). */
const partnerWording = {
  title: PARTNER_LOGIN_FAILED_TITLE,
  describe: (error: Error) => error.message || PARTNER_LOGIN_FAILED_FALLBACK,
};

/**
 * Requirements §2 Partner sign in: e-mail and password; success opens the partner dashboard, a
 * failure shows the server's words in a toast and under the form, and what was typed is kept.
 */
export function PartnerSignInForm({ idPrefix }: { idPrefix: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = usePartnerLogin();
  return (
    <CredentialsForm
      idPrefix={idPrefix}
      mutation={login}
      emailLabel="Email Address"
      failureWording={partnerWording}
      onSignedIn={({ token, partner }) => {
        completePartnerSignIn(queryClient, { token, user: partner });
        toast.success(PARTNER_LOGIN_SUCCESS_TITLE, { description: PARTNER_LOGIN_SUCCESS_MESSAGE });
        void navigate(paths.partnerDashboard.getHref(), { replace: true });
      }}
    />
  );
}
