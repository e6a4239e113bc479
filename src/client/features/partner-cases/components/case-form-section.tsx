import type { FormEventHandler, ReactNode } from 'react';
import { FormNotice } from '@client/components/form-status';
import type { FormOutcome } from './use-case-form';

/** One of the case dialog's forms under its heading, with the last outcome below it. */
export function CaseFormSection({
  id,
  title,
  onSubmit,
  outcome,
  children,
}: {
  /** Prefix of the heading's id. */
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  outcome: FormOutcome | null;
  /** The fields and the submit button. */
  children: ReactNode;
}) {
  const headingId = [id, 'heading'].join('-');
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-xl font-bold text-ink-900">
        {title}
      </h3>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        {outcome ? (
          <FormNotice tone={outcome.tone} title={outcome.title} message={outcome.message} />
        ) : null}
      </form>
    </section>
  );
}
