import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageResponse } from '@shared/contracts/auth';
import { DonePanel } from './done-panel';
import { QueryStatus } from './load-status';
import { NewPasswordForm } from './new-password-form';
import { buttonClassName } from './ui/button';

export const PASSWORD_SET_TITLE = 'Password Set';
export const MISSING_LINK_CODE_MESSAGE =
  'This address is missing the code from our e-mail. Please open the link in the e-mail again, or copy the whole address into your browser.';

/** What the server says about a set-password link. */
export interface CheckedSetPasswordLink {
  valid: boolean;
  message: string;
  email?: string;
}

export interface SetPasswordFromLinkProps<Checked extends CheckedSetPasswordLink> {
  /** The code from the e-mailed link, or null when the address has none. */
  token: string | null;
  /** The check of the link (run by the caller, so each kind of account uses its own call). */
  check: UseQueryResult<Checked>;
  setPassword: UseMutationResult<MessageResponse, Error, { token: string; password: string }>;
  /** Prefix of the fields' ids. */
  idPrefix: string;
  /** Who is welcomed once the link is known to work, e.g. the firm or the person. */
  welcomeName: (link: Checked) => string | undefined;
  /** Where to sign in afterwards: "Partner Sign In", "Staff Sign In". */
  signIn: { href: string; label: string };
  /** Extra help under a link that cannot be used (e.g. how to ask for a new one). */
  invalidHelp?: ReactNode;
}

function InvalidLink({
  message,
  signIn,
  help,
}: {
  message: string;
  signIn: SetPasswordFromLinkProps<CheckedSetPasswordLink>['signIn'];
  help?: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <h2 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
        <TriangleAlert aria-hidden="true" className="h-7 w-7 shrink-0 text-red-700" />
        This link cannot be used
      </h2>
      <p role="alert" className="text-lg text-ink-900">
        {message}
      </p>
      {help}
      <p className="text-ink-700">Already set your password?</p>
      <Link to={signIn.href} className={buttonClassName('outline', 'lg')}>
        Go to {signIn.label}
      </Link>
    </div>
  );
}

/**
 * Choosing a password from an e-mailed invitation: the link is checked, then a password is
 * chosen with the same rules and messages as the client's reset, then the way on to sign in.
 */
export function SetPasswordFromLink<Checked extends CheckedSetPasswordLink>({
  token,
  check,
  setPassword,
  idPrefix,
  welcomeName,
  signIn,
  invalidHelp,
}: SetPasswordFromLinkProps<Checked>) {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  if (doneMessage !== null) {
    return (
      <DonePanel title={PASSWORD_SET_TITLE}>
        <p className="text-lg text-ink-700">{doneMessage}</p>
        <Link to={signIn.href} className={buttonClassName('primary', 'lg', 'w-full sm:w-auto')}>
          Sign In
        </Link>
      </DonePanel>
    );
  }
  const invalid = (message: string) => (
    <InvalidLink message={message} signIn={signIn} help={invalidHelp} />
  );
  if (token === null) return invalid(MISSING_LINK_CODE_MESSAGE);
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
  if (!check.data.valid) return invalid(check.data.message);
  const name = welcomeName(check.data);
  const email = check.data.email;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-ink-900">{name ? `Welcome, ${name}` : 'Welcome'}</h2>
        {email ? (
          <p className="text-ink-700">
            You will sign in with{' '}
            <strong className="[overflow-wrap:anywhere] text-ink-900">{email}</strong>.
          </p>
        ) : null}
      </div>
      <NewPasswordForm
        idPrefix={idPrefix}
        email={email}
        ownerWords={[name]}
        mutation={setPassword}
        bodyFor={(password) => ({ token, password })}
        submit={{ label: 'Set Password', busyLabel: 'Saving...' }}
        toasts={{
          done: PASSWORD_SET_TITLE,
          failed: 'Password Not Set',
          failedFallback: 'Failed to set your password. Please try again.',
        }}
        onDone={setDoneMessage}
      />
    </div>
  );
}
