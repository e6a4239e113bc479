import { useState } from 'react';
import { Link } from 'react-router';
import { DonePanel } from '@client/components/done-panel';
import { NewPasswordForm } from '@client/components/new-password-form';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { useSetPartnerPassword } from '../api/set-password';
import { SetPasswordLinkCheck, type CheckedLink } from './set-password-link-check';

const PASSWORD_SET_TITLE = 'Password Set';

/** The same password rules, boxes and messages as the client's password reset. */
function SetPasswordForm({
  link,
  onDone,
}: {
  link: CheckedLink;
  onDone: (message: string) => void;
}) {
  const setPassword = useSetPartnerPassword();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-ink-900">
          {link.companyName ? `Welcome, ${link.companyName}` : 'Welcome'}
        </h2>
        {link.email ? (
          <p className="text-ink-700">
            You will sign in with{' '}
            <strong className="[overflow-wrap:anywhere] text-ink-900">{link.email}</strong>.
          </p>
        ) : null}
      </div>
      <NewPasswordForm
        idPrefix="partner-password"
        email={link.email}
        mutation={setPassword}
        bodyFor={(password) => ({ token: link.token, password })}
        submit={{ label: 'Set Password', busyLabel: 'Saving...' }}
        toasts={{
          done: PASSWORD_SET_TITLE,
          failed: 'Password Not Set',
          failedFallback: 'Failed to set your password. Please try again.',
        }}
        onDone={onDone}
      />
    </div>
  );
}

function PasswordSet({ message }: { message: string }) {
  return (
    <DonePanel title={PASSWORD_SET_TITLE}>
      <p className="text-lg text-ink-700">{message}</p>
      <Link
        to={paths.partnerLogin.getHref()}
        className={buttonClassName('primary', 'lg', 'w-full sm:w-auto')}
      >
        Sign In
      </Link>
    </DonePanel>
  );
}

/**
 * The invited partner's password: the link (`?token=`) is checked, then a password is
 * chosen, then the way on to sign in.
 */
export function SetPasswordPanel({ token }: { token: string | null }) {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  if (doneMessage !== null) return <PasswordSet message={doneMessage} />;
  return (
    <SetPasswordLinkCheck token={token}>
      {(link) => <SetPasswordForm link={link} onDone={setDoneMessage} />}
    </SetPasswordLinkCheck>
  );
}
