import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactLines } from '@client/components/contact-lines';
import { QueryStatus } from '@client/components/load-status';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { useSetPasswordLink } from '../api/check-set-password-link';

export const MISSING_LINK_CODE_MESSAGE =
  'This address is missing the code from our e-mail. Please open the link in the e-mail again, or copy the whole address into your browser.';

export interface CheckedLink {
  token: string;
  email?: string;
  companyName?: string;
}

/** A link that cannot be used: why, and where to get help or sign in. */
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
      <div className="space-y-2">
        <p className="text-ink-700">To get a new link, write or call us:</p>
        <ContactLines emailSubject="New partner password link" showHours={false} />
      </div>
      <p className="text-ink-700">Already set your password?</p>
      <Link to={paths.partnerLogin.getHref()} className={buttonClassName('outline', 'lg')}>
        Go to Partner Sign In
      </Link>
    </div>
  );
}

/**
 * Checks the invitation link (`?token=`) before the form shows: loading, then the form for a
 * valid link, or a clear message for a missing, used or expired one.
 */
export function SetPasswordLinkCheck({
  token,
  children,
}: {
  token: string | null;
  /** The form, for a valid link. */
  children: (link: CheckedLink) => ReactNode;
}) {
  const check = useSetPasswordLink(token);
  if (token === null) return <InvalidLink message={MISSING_LINK_CODE_MESSAGE} />;
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
  return children({ token, email: check.data.email, companyName: check.data.companyName });
}
