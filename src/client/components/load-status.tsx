import { Trans } from '@lingui/react/macro';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';

/** A spinner with its words on screen, while something loads. */
export function LoadingMessage({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3 text-ink-700', className)}>
      <Spinner label={label} />
      <span aria-hidden="true">{label}…</span>
    </div>
  );
}

export interface LoadFailedProps {
  /** What could not be loaded, such as "We could not load your cases." */
  title: string;
  error: Error;
  onRetry: () => void;
  /** Extra classes for the visible box. */
  className?: string;
}

/** Loading failed: what, why, and a Try again button. */
export function LoadFailed({ title, error, onRetry, className }: LoadFailedProps) {
  return (
    <FormNotice tone="error" title={title} message={error.message} className={className}>
      <Button variant="outline" onClick={onRetry} className="mt-3">
        <Trans>Try again</Trans>
      </Button>
    </FormNotice>
  );
}

/** What QueryStatus reads of a query's result. */
interface QueryState {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface QueryStatusProps {
  query: QueryState;
  /** Said while loading, such as "Loading the cases". */
  loadingLabel: string;
  /** Said when loading failed, such as "We could not load the cases." */
  failedTitle: string;
  /** Extra classes for the loading message. */
  className?: string;
}

/**
 * A query that has no data to show yet: the loading message, or the failure with Try again.
 * Shown in place of the content: `if (!query.isSuccess) return <QueryStatus query={query} … />`.
 */
export function QueryStatus({ query, loadingLabel, failedTitle, className }: QueryStatusProps) {
  if (query.isError && query.error) {
    return (
      <LoadFailed title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <LoadingMessage label={loadingLabel} className={className} />;
}
