import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import type { PartnerAuthResponse } from '@shared/contracts/partners';
import { SignInWithSecondStep } from '@client/components/sign-in/sign-in-with-second-step';
import { completePartnerSignIn } from '@client/lib/partner-session';
import { paths } from '@client/lib/paths';
import { usePartnerLogin } from '../api/partner-login';

/** Requirements §8 Partner: the sign-in toasts. */
export const PARTNER_LOGIN_FAILED_TITLE = msg`Login Failed`;
export const PARTNER_LOGIN_FAILED_FALLBACK = msg`Please check your credentials and try again.`;
export const PARTNER_LOGIN_SUCCESS_TITLE = msg`Login Successful`;
export const PARTNER_LOGIN_SUCCESS_MESSAGE = msg`Welcome to your partner dashboard!`;

/**
 * Requirements §2 Partner sign in: e-mail and password (then the code, with two-step sign-in on);
 * success opens the partner dashboard, or the Security page when two-step sign-in must be set up
 * first; a failure shows the server's words in a toast and under the form, and what was typed
 * is kept.
 */
export function PartnerSignInForm({
  idPrefix,
  headingLevel,
}: {
  idPrefix: string;
  /** The second step's heading level, under the page's or panel's own heading. */
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = usePartnerLogin();
  /** A failure in the server's own words (for example the lockout after too many attempts). */
  const partnerWording = {
    title: i18n._(PARTNER_LOGIN_FAILED_TITLE),
    describe: (error: Error) => error.message || i18n._(PARTNER_LOGIN_FAILED_FALLBACK),
  };
  return (
    <SignInWithSecondStep
      kind="partner"
      idPrefix={idPrefix}
      headingLevel={headingLevel}
      mutation={login}
      emailLabel={t`Email Address`}
      failureWording={partnerWording}
      onSignedIn={({ token, partner, mfaSetupRequired }: PartnerAuthResponse) => {
        completePartnerSignIn(queryClient, { token, user: partner, mfaSetupRequired });
        toast.success(i18n._(PARTNER_LOGIN_SUCCESS_TITLE), {
          description: i18n._(PARTNER_LOGIN_SUCCESS_MESSAGE),
        });
        const next = mfaSetupRequired ? paths.partnerSecurity : paths.partnerDashboard;
        void navigate(next.getHref(), { replace: true });
      }}
    />
  );
}
