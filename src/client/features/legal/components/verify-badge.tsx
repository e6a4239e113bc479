import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { cn } from '@client/lib/cn';

/**
 * The flag on facts we could not fully confirm (legal-facts.md): an icon and words, with a
 * border, so it never depends on colour.
 */
export function VerifyBadge({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-lg border-2 border-accent-500 bg-accent-100 px-3 py-1 text-base font-semibold text-ink-900',
        className,
      )}
    >
      <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      <Trans>Verify with the official source</Trans>
    </p>
  );
}
