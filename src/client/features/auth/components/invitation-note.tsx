import { useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import type { Invitation } from '@shared/contracts/admin-inbox';
import { ApiError } from '@client/lib/api-client';

interface InvitationCheck {
  data?: Invitation;
  error: Error | null;
}

/** Whether the link may still be claimed: only the server's "no such invitation" rules it out. */
export function invitationWorks({ error }: InvitationCheck): boolean {
  return !(error instanceof ApiError && error.status === 404);
}

/**
 * A calm note above the sign-up form of an invitation link: a welcome when it worked, and
 * when it did not, that the person can still create an account (never an alarm).
 */
export function InvitationNote({ invitation }: { invitation: InvitationCheck }) {
  const { t } = useLingui();
  const firstName = invitation.data?.firstName;
  const message = invitation.data
    ? t`Welcome, ${firstName}. We have filled in your name and e-mail address from your request. Please check them, then choose a password.`
    : invitationWorks(invitation)
      ? t`We could not load the details of your invitation just now. You can still create an account here.`
      : // The words of INVITATION_INVALID_MESSAGE (@shared/contracts/public-form-texts).
        t`This invitation link has expired or was already used. You can still create an account here.`;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border-2 border-brand-200 bg-brand-50 p-4 text-ink-900"
    >
      <Info aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
      <p>{message}</p>
    </div>
  );
}
