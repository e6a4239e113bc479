import { Trans } from '@lingui/react/macro';
import { Eye, Lock } from 'lucide-react';
import { cn } from '@client/lib/cn';

export interface VisibilityBadgeProps {
  isPublic: boolean;
  /** What a private item is called: 'Private' for a document, 'Private note' for an update. */
  privateLabel: string;
}

/** Whether the client can see a document or update, in words as well as colour. */
export function VisibilityBadge({ isPublic, privateLabel }: VisibilityBadgeProps) {
  const Icon = isPublic ? Eye : Lock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-base font-semibold',
        isPublic
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-ink-300 bg-ink-100 text-ink-900',
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      {isPublic ? <Trans>Visible to client</Trans> : privateLabel}
    </span>
  );
}
