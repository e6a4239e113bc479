import { CircleAlert, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';

/**
 * The submit button. While busy it says what is happening and ignores presses, but stays
 * focusable (aria-disabled) so keyboard and screen-reader users keep their place.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      aria-disabled={busy || undefined}
      className="w-full aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {busy ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}

/**
 * A lasting message about the whole form, for readers who miss the short-lived toast.
 * The live region is always present so a new message is announced.
 */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  return (
    <div role="alert" id={id}>
      {message ? (
        <p className="flex items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Puts the server's field messages (400 answers with issues) under the matching fields. */
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
