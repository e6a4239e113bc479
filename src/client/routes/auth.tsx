import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { ContactLines } from '@client/components/contact-lines';
import { FormPage } from '@client/components/form-page';
import { AuthTabs } from '@client/features/auth/components/auth-tabs';
import { useClientSession } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';

/** Requirements §2 Auth page (/auth): sign in or create an account; signed-in clients go on to /dashboard. */
export default function AuthPage() {
  const { t } = useLingui();
  const session = useClientSession();
  if (session.status === 'authenticated') {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  return (
    <FormPage
      title={t`Client Portal`}
      intro={t`Sign in to follow your case, or create a free account to tell us about your timeshare.`}
      after={
        <aside aria-labelledby="auth-help-title" className="space-y-2">
          <h2 id="auth-help-title" className="text-xl font-bold text-ink-900">
            <Trans>Need help signing in?</Trans>
          </h2>
          <p className="text-ink-700">
            <Trans>A real person is happy to help. Write or call us:</Trans>
          </p>
          <ContactLines emailSubject={t`Help signing in`} />
        </aside>
      }
    >
      <AuthTabs />
    </FormPage>
  );
}
