import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormNotice } from '@client/components/form-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { usePageHead } from '@client/lib/page-head';
import { deferredPart } from '@client/components/deferred-part';
import { LoadingMessage } from '@client/components/load-status';
import { SignInForm } from './sign-in-form';

// Create Account is the second tab and the dialog opens on request: their code follows the page's.
const RegisterForm = deferredPart(() => import('./register-form').then((m) => m.RegisterForm));
const ForgotPasswordDialog = deferredPart(() =>
  import('./forgot-password-dialog').then((m) => m.ForgotPasswordDialog),
);

export const AUTH_TAB_PARAM = 'tab';
/** The token of an invitation to create an account, from the e-mail staff sent. */
export const INVITE_PARAM = 'invite';
const SIGN_IN = 'sign-in';
const REGISTER = 'register';
type AuthTab = typeof SIGN_IN | typeof REGISTER;

/** The tab named in the address (`?tab=register` opens Create Account). */
export function authTabFrom(searchParams: URLSearchParams): AuthTab {
  return searchParams.get(AUTH_TAB_PARAM) === REGISTER ? REGISTER : SIGN_IN;
}

/**
 * Requirements §2 Auth page: Sign In and Create Account tabs and the Forgot password dialog. Both
 * forms stay mounted, so switching tabs never loses what was typed.
 */
export function AuthTabs() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = authTabFrom(searchParams);
  const inviteToken = searchParams.get(INVITE_PARAM) || null;
  const [forgot, setForgot] = useState({ open: false, email: '' });
  // The reset link's "sent" stays on the page after the dialog and its toast are gone.
  const [resetSent, setResetSent] = useState<string | null>(null);
  usePageHead({
    title: tab === REGISTER ? t`Create Account` : t`Sign In`,
    description: t`Sign in to follow your case, or create a free account to tell us about your timeshare.`,
    noindex: true,
  });

  const chooseTab = (value: string) => {
    const next = new URLSearchParams();
    if (value === REGISTER) next.set(AUTH_TAB_PARAM, REGISTER);
    // A look at Sign In must not lose the invitation the form was filled in from.
    if (inviteToken) next.set(INVITE_PARAM, inviteToken);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Tabs value={tab} onValueChange={chooseTab}>
        <TabsList aria-label={t`Sign in or create an account`}>
          <TabsTrigger value={SIGN_IN}>
            <Trans>Sign In</Trans>
          </TabsTrigger>
          <TabsTrigger value={REGISTER}>
            <Trans>Create Account</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value={SIGN_IN} forceMount hidden={tab !== SIGN_IN}>
          <p className="mb-6 text-ink-700">
            <Trans>
              Welcome back. Sign in with the email address and password you chose when you created
              your account.
            </Trans>
          </p>
          {resetSent ? (
            <FormNotice
              tone="success"
              title={t`Reset link sent!`}
              message={resetSent}
              onDismiss={() => setResetSent(null)}
              className="mb-6"
            />
          ) : null}
          <SignInForm onForgotPassword={(email) => setForgot({ open: true, email })} />
        </TabsContent>
        <TabsContent value={REGISTER} forceMount hidden={tab !== REGISTER}>
          <p className="mb-6 text-ink-700">
            <Trans>
              Creating an account is free. It lets you tell us about your timeshare and follow your
              case online.
            </Trans>
          </p>
          <RegisterForm
            inviteToken={inviteToken}
            fallback={<LoadingMessage label={t`Loading the form`} />}
          />
        </TabsContent>
      </Tabs>
      <ForgotPasswordDialog
        open={forgot.open}
        defaultEmail={forgot.email}
        onOpenChange={(open) => setForgot((current) => ({ ...current, open }))}
        onSent={setResetSent}
      />
    </>
  );
}
