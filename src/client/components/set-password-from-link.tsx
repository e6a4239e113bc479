import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageResponse } from '@shared/contracts/auth';
import { text } from '@shared/i18n/text';
import { DonePanel } from './done-panel';
import { QueryStatus } from './load-status';
import { NewPasswordForm } from './new-password-form';
import { buttonClassName } from './ui/button';

const passwordSet = text('Password Set');
const missingLinkCode = text(
  'This address is missing the code from our e-mail. Please open the link in the e-mail again, or copy the whole address into your browser.',
);
/** The English of these messages (the tests read them); people see them translated. */
export const PASSWORD_SET_TITLE = passwordSet.message;
export const MISSING_LINK_CODE_MESSAGE = missingLinkCode.message;

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
  const label = signIn.label;
  return (
    <div className="space-y-5">
      <h2 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
        <TriangleAlert aria-hidden="true" className="h-7 w-7 shrink-0 text-red-700" />
        <Trans>This link cannot be used</Trans>
      </h2>
      <p role="alert" className="text-lg text-ink-900">
        {message}
      </p>
      {help}
      <p className="text-ink-700">
        <Trans>Already set your password?</Trans>
      </p>
      <Link to={signIn.href} className={buttonClassName('outline', 'lg')}>
        <Trans>Go to {label}</Trans>
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
  const { t, i18n } = useLingui();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  if (doneMessage !== null) {
    return (
      <DonePanel title={i18n._(passwordSet)}>
        <p className="text-lg text-ink-700">{doneMessage}</p>
        <Link to={signIn.href} className={buttonClassName('primary', 'lg', 'w-full sm:w-auto')}>
          <Trans>Sign In</Trans>
        </Link>
      </DonePanel>
    );
  }
  const invalid = (message: string) => (
    <InvalidLink message={message} signIn={signIn} help={invalidHelp} />
  );
  if (token === null) return invalid(i18n._(missingLinkCode));
  if (!check.isSuccess) {
    return (
      <QueryStatus
        query={check}
        loadingLabel={t`Checking your link`}
        failedTitle={t`We could not check your link.`}
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
        <h2 className="text-2xl font-bold text-ink-900">
          {name ? <Trans>Welcome, {name}</Trans> : <Trans>Welcome</Trans>}
        </h2>
        {email ? (
          <p className="text-ink-700">
            <Trans>
              You will sign in with{' '}
              <strong className="[overflow-wrap:anywhere] text-ink-900">{email}</strong>.
            </Trans>
          </p>
        ) : null}
      </div>
      <NewPasswordForm
        idPrefix={idPrefix}
        email={email}
        ownerWords={[name]}
        mutation={setPassword}
        bodyFor={(password) => ({ token, password })}
        submit={{ label: t`Set Password`, busyLabel: t`Saving...` }}
        toasts={{
          done: i18n._(passwordSet),
          failed: t`Password Not Set`,
          failedFallback: t`Failed to set your password. Please try again.`,
        }}
        onDone={setDoneMessage}
      />
    </div>
  );
}
