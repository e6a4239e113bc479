import { Trans, useLingui } from '@lingui/react/macro';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  DUE_DATE_IN_THE_PAST_MESSAGE,
  newDocumentRequestSchema,
} from '@shared/contracts/case-collaboration';
import { caseDocumentTypes } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input, Select, Textarea } from '@client/components/ui/field';
import type { Notice } from '@client/lib/announce';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { localDay } from '@client/lib/format-date';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useAskForDocument } from './ask-for-document';
import type { RequestsEndpoint } from './requests-endpoint';

/** The request as typed: an empty date field means no due date. */
const askFormSchema = z.object({
  ...newDocumentRequestSchema.shape,
  dueDate: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((day: string | undefined) => day || undefined),
    ),
    newDocumentRequestSchema.shape.dueDate,
  ),
});
type AskFormInput = z.input<typeof askFormSchema>;

const FIELDS = ['title', 'description', 'documentType', 'dueDate'] as const;

const emptyRequest = {
  title: '',
  description: '',
  // The select starts on "Choose a document type".
  documentType: '' as AskFormInput['documentType'],
  dueDate: '',
} satisfies DefaultValues<AskFormInput>;

const ID = 'ask-document';
// eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
const HEADING_ID = `${ID}-heading`;

/**
 * "Ask the client for a document": what is needed, an optional explanation, its kind and an
 * optional due date. The server's objections appear beside the fields they are about.
 */
export function AskForDocumentForm({ endpoint }: { endpoint: RequestsEndpoint }) {
  const { t } = useLingui();
  const ask = useAskForDocument(endpoint);
  const form = useSchemaForm(askFormSchema, emptyRequest);
  const { errors } = form.formState;
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    if (ask.isPending) return;
    setNotice(null);
    ask.mutate(body, {
      onSuccess: (asked) => {
        const title = asked.title;
        setNotice({
          tone: 'success',
          title: t`Request sent`,
          message: t`“${title}” is now on the client's list of what we need from them.`,
        });
        form.reset(emptyRequest);
      },
      onError: (error) => {
        const placed = applyServerIssues(error, FIELDS, form.setError);
        // A day that has passed is refused as a whole, not as a field issue.
        if (!placed && error.message === DUE_DATE_IN_THE_PAST_MESSAGE) {
          form.setError(
            'dueDate',
            { type: 'server', message: error.message },
            { shouldFocus: true },
          );
        }
        setNotice({
          tone: 'error',
          title: t`The request was not sent`,
          message: error.message || t`Please try again.`,
        });
      },
    });
  });

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <div className="space-y-1">
        <h3 id={HEADING_ID} className="text-xl font-bold text-ink-900">
          <Trans>Ask the client for a document</Trans>
        </h3>
        <p className="text-ink-700">
          <Trans>
            The client sees the request on their case page and can send the file straight into it.
          </Trans>
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field
          id={`${ID}-title`}
          label={t`Document needed`}
          hint={t`A short title the client will read, such as “Signed purchase contract”.`}
          error={errors.title?.message}
        >
          {(aria) => <Input {...aria} autoComplete="off" {...form.register('title')} />}
        </Field>
        <Field
          id={`${ID}-description`}
          label={t`Details for the client`}
          optional
          error={errors.description?.message}
        >
          {(aria) => <Textarea {...aria} rows={3} {...form.register('description')} />}
        </Field>
        <Field id={`${ID}-type`} label={t`Document type`} error={errors.documentType?.message}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Choose a document type`}
              options={caseDocumentTypes}
              {...form.register('documentType')}
            />
          )}
        </Field>
        <Field
          id={`${ID}-due`}
          label={t`Due date`}
          optional
          hint={t`The client gets a reminder e-mail two days before.`}
          error={errors.dueDate?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              type="date"
              min={localDay()}
              className="w-auto max-w-full"
              {...form.register('dueDate')}
            />
          )}
        </Field>
        <SubmitButton busy={ask.isPending} busyLabel={t`Sending…`} icon={FilePlus2} size="md">
          <Trans>Send the request</Trans>
        </SubmitButton>
        {notice ? (
          <FormNotice tone={notice.tone} title={notice.title} message={notice.message} />
        ) : null}
      </form>
    </section>
  );
}
