import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import type { z } from 'zod/mini';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';

export interface PublicFormOptions<Schema extends z.ZodMiniType<FieldValues, FieldValues>> {
  schema: Schema;
  emptyForm: DefaultValues<z.input<Schema>>;
  /** Fields that can carry a server message (from a 400 answer). */
  fieldNames: readonly Path<z.input<Schema>>[];
  mutation: UseMutationResult<unknown, Error, z.output<Schema>>;
  /** Requirements §8 toast titles and the lasting confirmation shown after success. */
  successTitle: string;
  failureTitle: string;
  receivedMessage: string;
}

/**
 * A public form's whole flow: validation with the shared schema, sending, the spec's toasts,
 * a lasting confirmation, server field messages, and a reset after success.
 */
export function usePublicForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  options: PublicFormOptions<Schema>,
) {
  const { t, i18n } = useLingui();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useSchemaForm(options.schema, options.emptyForm);

  const onSubmit = form.handleSubmit((values) => {
    if (options.mutation.isPending) return;
    setSentMessage(null);
    options.mutation.mutate(values, {
      onSuccess: () => {
        toast.success(options.successTitle, { description: options.receivedMessage });
        setSentMessage(options.receivedMessage);
        form.reset(options.emptyForm);
      },
      onError: (error) => {
        applyServerIssues(error, options.fieldNames, form.setError);
        toast.error(options.failureTitle, {
          description: error.message ? i18n._(error.message) : t`Please try again later.`,
        });
      },
    });
  });

  return { form, onSubmit, sentMessage, busy: options.mutation.isPending };
}
