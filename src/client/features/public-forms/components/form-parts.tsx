import { CircleCheck, Loader2, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';

/** The submit button: it stays focusable while busy and says what is happening. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      aria-disabled={busy || undefined}
      className="w-full aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto"
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      ) : (
        <Send aria-hidden="true" className="h-5 w-5" />
      )}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** A lasting confirmation next to the form, for readers who miss the short-lived toast. */
export function SentNotice({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p className="mb-6 flex items-start gap-3 rounded-xl border-2 border-green-700 bg-green-50 p-4 text-green-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Puts the server's field messages (400 VALIDATION_ERROR) under the matching fields.
 * Returns true when at least one message was placed.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.body?.issues) return false;
  let placed = false;
  for (const issue of error.body.issues) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
