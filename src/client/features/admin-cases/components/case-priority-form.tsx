import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useState } from 'react';
import {
  casePriorityChangeSchema,
  type AdminCase,
  type CasePriorityChange,
} from '@shared/contracts/admin-cases';
import { casePriorityOptions } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { priorityLabel } from '@client/components/case-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Select } from '@client/components/ui/field';
import { announce, announceFailure, type Notice } from '@client/lib/announce';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useChangeCasePriority } from '../api/change-case-priority';

export const PRIORITY_FAILED = msg`Failed to change the priority`;

/** How soon the team should look at the case; a change is not e-mailed to the client. */
export function CasePriorityForm({ adminCase }: { adminCase: AdminCase }) {
  const { t, i18n } = useLingui();
  const change = useChangeCasePriority();
  const form = useSchemaForm(casePriorityChangeSchema, {
    priority: adminCase.priority,
  } satisfies CasePriorityChange);
  // The outcome stays in the dialog: a toast sits behind a modal dialog.
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    if (change.isPending) return;
    if (body.priority === adminCase.priority) {
      const priority = i18n._(priorityLabel(body.priority));
      setNotice({
        tone: 'success',
        title: t`Nothing to save`,
        message: t`The priority is already ${priority}.`,
      });
      return;
    }
    setNotice(null);
    change.mutate(
      { caseId: adminCase.id, body },
      {
        onSuccess: (updated) => {
          const caseNumber = updated.caseNumber;
          const priority = i18n._(priorityLabel(updated.priority));
          setNotice(
            announce({
              tone: 'success',
              title: t`Priority saved`,
              message: t`Case ${caseNumber} is now ${priority} priority.`,
            }),
          );
        },
        onError: (error) => {
          applyServerIssues(error, ['priority'], form.setError);
          setNotice(announceFailure(i18n._(PRIORITY_FAILED), error));
        },
      },
    );
  });

  return (
    <section aria-labelledby="admin-case-priority-heading" className="space-y-3">
      <h3 id="admin-case-priority-heading" className="text-xl font-bold text-ink-900">
        <Trans>Priority</Trans>
      </h3>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            id="admin-case-priority-choice"
            label={t`Change the priority`}
            hint={t`The client is not e-mailed about this change.`}
            error={form.formState.errors.priority?.message}
            className="flex-1"
          >
            {(aria) => (
              <Select {...aria} options={casePriorityOptions} {...form.register('priority')} />
            )}
          </Field>
          <SubmitButton busy={change.isPending} busyLabel={t`Saving…`} icon={Save} size="md">
            <Trans>Save priority</Trans>
          </SubmitButton>
        </div>
        {notice ? (
          <FormNotice tone={notice.tone} title={notice.title} message={notice.message} />
        ) : null}
      </form>
    </section>
  );
}
