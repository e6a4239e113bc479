import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DonePanel } from '@client/components/done-panel';
import { QueryStatus } from '@client/components/load-status';
import { NewPasswordForm } from '@client/components/new-password-form';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { useSetStaffPassword, useStaffSetPasswordLink } from '../api/staff-set-password';

const PASSWORD_SET_TITLE = 'Password Set';
export const MISSING_STAFF_LINK_CODE_MESSAGE =
  'This address is missing the code from our e-mail. Please open the link in the e-mail again, or copy the whole address into your browser.';

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <h2 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
        <TriangleAlert aria-hidden="true" className="h-7 w-7 shrink-0 text-red-700" />
        This link cannot be used
      </h2>
      <p role="alert" className="text-lg text-ink-900">
        {message}
      </p>
      <p className="text-ink-700">Already set your password?</p>
      <Link to={paths.staffLogin.getHref()} className={buttonClassName('outline', 'lg')}>
        Go to Staff Sign In
      </Link>
    </div>
  );
}

function SetPasswordForm({
  token,
  email,
  firstName,
  onDone,
}: {
  token: string;
  email?: string;
  firstName?: string;
  onDone: (message: string) => void;
}) {
  const setPassword = useSetStaffPassword();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-ink-900">
          {firstName ? `Welcome, ${firstName}` : 'Welcome'}
        </h2>
        {email ? (
          <p className="text-ink-700">
            You will sign in with{' '}
            <strong className="[overflow-wrap:anywhere] text-ink-900">{email}</strong>.
          </p>
        ) : null}
      </div>
      <NewPasswordForm
        idPrefix="staff-password"
        email={email}
        mutation={setPassword}
        bodyFor={(password) => ({ token, password })}
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

/**
 * The invited staff member's password: the link (`?token=`) is checked, then a password is
 * chosen, then the way on to the staff sign-in.
 */
export function StaffSetPasswordPanel({ token }: { token: string | null }) {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const check = useStaffSetPasswordLink(token);
  if (doneMessage !== null) {
    return (
      <DonePanel title={PASSWORD_SET_TITLE}>
        <p className="text-lg text-ink-700">{doneMessage}</p>
        <Link
          to={paths.staffLogin.getHref()}
          className={buttonClassName('primary', 'lg', 'w-full sm:w-auto')}
        >
          Sign In
        </Link>
      </DonePanel>
    );
  }
  if (token === null) return <InvalidLink message={MISSING_STAFF_LINK_CODE_MESSAGE} />;
  if (!check.isSuccess) {
    return (
      <QueryStatus
        query={check}
        loadingLabel="Checking your link"
        failedTitle="We could not check your link."
        className="text-lg"
      />
    );
  }
  if (!check.data.valid) return <InvalidLink message={check.data.message} />;
  return (
    <SetPasswordForm
      token={token}
      email={check.data.email}
      firstName={check.data.firstName}
      onDone={setDoneMessage}
    />
  );
}
