import { Trans, useLingui } from '@lingui/react/macro';
import { UserCog } from 'lucide-react';
import { AccountLanguageCard } from '@client/components/account-language-card';
import { BackLink } from '@client/components/back-link';
import type { SecurityEndpoint } from '@client/components/security/security-endpoint';
import { SecuritySettings } from '@client/components/security/security-settings';
import { IdleSignOutRedirect } from '@client/components/signed-in-gate';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { ChangeEmailCard } from '@client/features/account/components/change-email-card';
import { ChangePasswordCard } from '@client/features/account/components/change-password-card';
import { DeleteAccountCard } from '@client/features/account/components/delete-account-card';
import { DownloadDataCard } from '@client/features/account/components/download-data-card';
import { clientRequest, useClientSession } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/page-head';

const pageClassName = 'mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 md:py-12';

const clientSecurity: SecurityEndpoint = { kind: 'client', request: clientRequest };

/** /dashboard/settings: the client's privacy and sign-in security settings. */
export default function AccountSettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Account Settings`);
  const session = useClientSession();

  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'anonymous') {
    return (
      <IdleSignOutRedirect kind="client">
        <div className={pageClassName}>
          <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
            <Trans>Account settings</Trans>
          </h1>
          <SignInPrompt icon={UserCog} title={t`Please sign in to change your account settings`}>
            <Trans>
              Here you can download your data, change your password or e-mail address, or delete
              your account. Sign in first, or create a free account if you are new.
            </Trans>
          </SignInPrompt>
        </div>
      </IdleSignOutRedirect>
    );
  }

  const { user, token } = session;
  return (
    <div className={pageClassName}>
      <header className="space-y-3">
        <BackLink to={paths.dashboard.getHref()}>
          <Trans>Back to my dashboard</Trans>
        </BackLink>
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
          <Trans>Account settings</Trans>
        </h1>
        <p className="text-lg text-ink-700">
          <Trans>
            Your data, your password, your e-mail address, your language and how you sign in.
          </Trans>
        </p>
      </header>
      <DownloadDataCard token={token} />
      <ChangePasswordCard email={user.email} />
      <ChangeEmailCard email={user.email} />
      <AccountLanguageCard kind="client" current={user.locale} request={clientRequest} />
      <SecuritySettings endpoint={clientSecurity} />
      <DeleteAccountCard />
    </div>
  );
}
