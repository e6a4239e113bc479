import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  inboxItemChangeSchema,
  type InboxItemChangeInput,
  type InboxKind,
} from '@shared/contracts/admin-inbox';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Select, Textarea } from '@client/components/ui/field';
import { announce, announceFailure, type Notice } from '@client/lib/announce';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import type { InboxItem } from '../api/get-inbox';
import { useUpdateInboxItem } from '../api/update-inbox-item';
import { submissionStatusLabels, submissionStatusSelectOptions } from './inbox-labels';

export const NOTHING_TO_SAVE = msg`The status and the note are as they were, so there is nothing to save.`;
export const SAVE_FAILED = msg`Your changes were not saved`;

const fields = ['status', 'internalNote'] as const;

/** Says what changed, as the toast and the dialog's notice tell it. */
function savedMessage(i18n: I18n, change: InboxItemChangeInput, saved: InboxItem): string {
  const parts: string[] = [];
  if (change.status) {
    const status = i18n._(submissionStatusLabels[saved.status]);
    parts.push(i18n._(msg`The status is now “${status}”.`));
  }
  if (change.internalNote !== undefined) {
    parts.push(
      saved.internalNote ? i18n._(msg`The note is saved.`) : i18n._(msg`The note is removed.`),
    );
  }
  return parts.join(' ');
}

/**
 * The status and the note staff keep for each other. Only what was changed is sent, so saving
 * a status does not overwrite a note a colleague saved meanwhile.
 */
export function ItemChangeForm({
  kind,
  item,
  onSaved,
  onNotice,
}: {
  kind: InboxKind;
  item: InboxItem;
  onSaved: (item: InboxItem) => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateInboxItem();
  const [unchanged, setUnchanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    getFieldState,
    setError,
    formState: { errors },
  } = useSchemaForm(inboxItemChangeSchema, {
    status: item.status,
    internalNote: item.internalNote ?? '',
  });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const id = (name: string) => `inbox-item-${name}`;

  // The item can change under the form (an invitation moves a new request to in progress):
  // a field nobody has touched follows it, or saving the other field would undo that change.
  useEffect(() => {
    if (!getFieldState('status').isDirty) resetField('status', { defaultValue: item.status });
  }, [item.status, getFieldState, resetField]);
  useEffect(() => {
    if (!getFieldState('internalNote').isDirty) {
      resetField('internalNote', { defaultValue: item.internalNote ?? '' });
    }
  }, [item.internalNote, getFieldState, resetField]);

  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    const change: InboxItemChangeInput = {};
    if (values.status && values.status !== item.status) change.status = values.status;
    const note = values.internalNote ?? '';
    if (note !== (item.internalNote ?? '')) change.internalNote = note;
    setUnchanged(Object.keys(change).length === 0);
    if (Object.keys(change).length === 0) return;
    update.mutate(
      { kind, id: item.id, change },
      {
        onSuccess: (saved) => {
          reset({ status: saved.status, internalNote: saved.internalNote ?? '' });
          onSaved(saved);
          onNotice(
            announce({
              tone: 'success',
              title: t`Saved`,
              message: savedMessage(i18n, change, saved),
            }),
          );
        },
        onError: (error) => {
          if (!applyServerIssues(error, fields, setError)) {
            onNotice(announceFailure(i18n._(SAVE_FAILED), error));
          }
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Status and note`}
      aria-busy={update.isPending || undefined}
      className="space-y-4 rounded-xl border border-ink-200 bg-ink-50 p-4"
    >
      <Field id={id('status')} label={t`Status`} error={errors.status?.message} className="sm:w-64">
        {(aria) => (
          <Select
            {...aria}
            options={submissionStatusSelectOptions((label) => i18n._(label))}
            {...register('status')}
          />
        )}
      </Field>
      <Field
        id={id('note')}
        label={t`Internal note`}
        optional
        hint={t`Only staff see this note. Empty it to remove it.`}
        error={errors.internalNote?.message}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={4}

            {...register('internalNote')}
          />
        )}
      </Field>
      <p role="status" className="text-ink-700">
        {unchanged ? i18n._(NOTHING_TO_SAVE) : null}
      </p>
      <SubmitButton busy={update.isPending} busyLabel={t`Saving…`} icon={Save} size="md">
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  );
}
