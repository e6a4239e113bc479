import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { staffCaseUpdateSchema, type StaffCaseUpdateInput } from '@shared/contracts/admin-cases';
import { CheckboxRow } from '@client/components/checkbox-row';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { announce, announceFailure, type Notice } from '@client/lib/announce';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useAddCaseUpdate } from '../api/add-case-update';

export const UPDATE_FAILED = msg`Failed to add the update`;

const emptyUpdate: StaffCaseUpdateInput = { title: '', description: '', isPublic: true };

/** A staff update on the case: shown to (and e-mailed to) the client unless kept internal. */
export function AddCaseUpdateForm({ caseId }: { caseId: string }) {
  const { t, i18n } = useLingui();
  const add = useAddCaseUpdate();
  const form = useSchemaForm(staffCaseUpdateSchema, emptyUpdate);
  const { errors } = form.formState;
  // The outcome stays in the dialog: a toast sits behind a modal dialog.
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    if (add.isPending) return;
    setNotice(null);
    add.mutate(
      { caseId, body },
      {
        onSuccess: (update) => {
          const title = update.title;
          setNotice(
            announce({
              tone: 'success',
              title: t`Update added`,
              message: update.isPublic
                ? t`“${title}” is on the client's case, and we are e-mailing them about it.`
                : t`“${title}” is internal: the client will not see it.`,
            }),
          );
          form.reset(emptyUpdate);
        },
        onError: (error) => {
          applyServerIssues(error, ['title', 'description', 'isPublic'], form.setError);
          setNotice(announceFailure(i18n._(UPDATE_FAILED), error));
        },
      },
    );
  });

  return (
    <section aria-labelledby="admin-case-add-update-heading" className="space-y-4">
      <h3 id="admin-case-add-update-heading" className="text-xl font-bold text-ink-900">
        <Trans>Add an update</Trans>
      </h3>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field id="admin-case-update-title" label={t`Title`} error={errors.title?.message}>
          {(aria) => <Input {...aria} autoComplete="off" {...form.register('title')} />}
        </Field>
        <Field
          id="admin-case-update-description"
          label={t`Description`}
          error={errors.description?.message}
        >
          {(aria) => <Textarea {...aria} rows={4} {...form.register('description')} />}
        </Field>
        <div className="space-y-1">
          <CheckboxRow
            id="admin-case-update-public"
            label={t`Visible to client`}
            aria-describedby="admin-case-update-public-hint"

            {...form.register('isPublic')}
          />
          <p id="admin-case-update-public-hint" className="text-sm text-ink-600">
            <Trans>
              Ticked, the client sees the update on their case and gets an e-mail. Untick it to keep
              the update internal: only staff and the case&apos;s partner see it.
            </Trans>
          </p>
          {errors.isPublic?.message ? (
            <p className="text-sm font-medium text-red-700">{errors.isPublic.message}</p>
          ) : null}
        </div>
        <SubmitButton
          busy={add.isPending}
          busyLabel={t`Saving…`}
          icon={MessageSquarePlus}
          size="md"
        >
          <Trans>Save update</Trans>
        </SubmitButton>
        {notice ? (
          <FormNotice tone={notice.tone} title={notice.title} message={notice.message} />
        ) : null}
      </form>
    </section>
  );
}
