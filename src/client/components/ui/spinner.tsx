import { useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { cn } from '@client/lib/cn';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
