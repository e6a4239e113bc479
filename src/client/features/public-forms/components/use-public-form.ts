import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod/mini';
import { applyServerIssues } from './form-parts';

export interface PublicFormOptions<Schema extends z.ZodMiniType<FieldValues, FieldValues>> {
  schema: Schema;
  emptyForm: DefaultValues<z.input<Schema>>;
  /** Fields that can carry a server message (from a 400 answer). */
  fieldNames: readonly Path<z.input<Schema>>[];
  mutation: UseMutationResult<unknown, Error, z.output<Schema>>;
  /** Spec §8 toast titles and the lasting confirmation shown after success. */
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
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(options.schema),
    defaultValues: options.emptyForm,
    shouldFocusError: true,
  });

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
          description: error.message || 'Please try again later.',
        });
      },
    });
  });

  return { form, onSubmit, sentMessage, busy: options.mutation.isPending };
}
