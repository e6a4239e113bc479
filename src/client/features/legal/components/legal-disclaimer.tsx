import { Trans } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** 'General information, not legal advice', said plainly wherever legal information is shown. */
export function LegalDisclaimer({
  className,
  children,
}: {
  className?: string;
  /** More words after the standard sentence, such as a link. */
  children?: ReactNode;
}) {
  return (
    <div
      role="note"
      className={cn(
        'flex items-start gap-3 rounded-xl border-2 border-brand-200 bg-white p-4 text-lg text-ink-900',
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
      <div className="space-y-2">
        <p>
          <Trans>
            <strong>General information, not legal advice.</strong> This explains the law in general
            terms. It does not tell you what to do in your own situation. Laws change, so check the
            official source, and speak with a licensed attorney before you act.
          </Trans>
        </p>
        {children}
      </div>
    </div>
  );
}
