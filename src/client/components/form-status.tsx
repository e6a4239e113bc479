import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { withReplaceable } from '@client/lib/cn';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const tones = {
  error: {
    role: 'alert',
    icon: CircleAlert,
    box: 'border-red-700 bg-red-50 text-red-900',
  },
  success: {
    role: 'status',
    icon: CircleCheck,
    box: 'border-green-700 bg-green-50 text-green-900',
  },
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export interface FormNoticeProps {
  tone: keyof typeof tones;
  /** The message; with neither message nor title only the (invisible) live region is there. */
  message: ReactNode;
  /** A bold first line above the message. */
  title?: ReactNode;
  /** Shown under the message, such as a retry button. */
  children?: ReactNode;
  id?: string;
  /** Extra classes for the visible box. */
  className?: string;
  /** When given, a "Dismiss" button closes the message; otherwise it stays until replaced. */
  onDismiss?: () => void;
}

/**
 * The one lasting inline message of the app, for readers who miss the short-lived toast (issue
 * 15 item 23): an alert (role=alert) for a problem, a status (role=status) for good news. It
 * stays where the person is looking until they dismiss it or the next result replaces it. The
 * live region is there even without a message, so a new message is announced.
 */
export function FormNotice({
  tone,
  message,
  title,
  children,
  id,
  className,
  onDismiss,
}: FormNoticeProps) {
  const { role, icon: Icon, box } = tones[tone];
  return (
    <div role={role} aria-live={role === 'status' ? 'polite' : undefined} id={id}>
      {message || title ? (
        <div
          className={withReplaceable(
            ['flex items-start gap-3 rounded-xl border-2 p-4', box],
            className,
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          <div className="min-w-0 flex-1">
            {title ? <p className="font-semibold">{title}</p> : null}
            {message ? <p>{message}</p> : null}
            {children}
          </div>
          {onDismiss ? (
            <button
              type="button"
              onClick={onDismiss}
              className="-m-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/60 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
            >
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">
                <Trans>Dismiss this message</Trans>
              </span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
