import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

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
}

/**
 * A lasting message about a whole form or section, for readers who miss the short-lived toast:
 * an alert (role=alert) for a problem, a status (role=status) for good news. The live region
 * is there even without a message, so a new message is announced.
 */
export function FormNotice({ tone, message, title, children, id, className }: FormNoticeProps) {
  const { role, icon: Icon, box } = tones[tone];
  return (
    <div role={role} aria-live={role === 'status' ? 'polite' : undefined} id={id}>
      {message || title ? (
        <div className={cn('flex items-start gap-3 rounded-xl border-2 p-4', box, className)}>
          <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          <div>
            {title ? <p className="font-semibold">{title}</p> : null}
            {message ? <p>{message}</p> : null}
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}
