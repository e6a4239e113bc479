import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import type { z } from 'zod/mini';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { isSessionEnded } from '../api/partner-case-request';

/** What became of a form's last submit, written under it (a toast hides behind a dialog). */
export interface FormOutcome {
  tone: 'success' | 'error';
  title?: string;
  message: string;
}

type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

export interface CaseFormOptions<Schema extends FormSchema, Result> {
  mutation: UseMutationResult<Result, Error, z.output<Schema>>;
  /** The fields the server may name in a 400 answer. */
  fields: readonly Path<z.input<Schema>>[];
  /** The spec's toast for success, and the title (and fallback words) of a failure. */
  messages: { done: string; failed: string };
  /** What the form shows again after a success. */
  resetTo: (result: Result) => DefaultValues<z.input<Schema>>;
}

/**
 * Sending one of the case dialog's forms: a second press while busy is ignored; the outcome
 * is toasted and kept under the form; an ended session says nothing here, because the
 * dashboard as a whole tells the partner to sign in again.
 */
export function useCaseForm<Schema extends FormSchema, Result>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  { mutation, fields, messages, resetTo }: CaseFormOptions<Schema, Result>,
) {
  const form = useSchemaForm(schema, defaultValues);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    setOutcome(null);
    mutation.mutate(values, {
      onSuccess: (result) => {
        toast.success(messages.done);
        setOutcome({ tone: 'success', message: messages.done });
        form.reset(resetTo(result));
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        applyServerIssues(error, fields, form.setError);
        const message = error.message || messages.failed;
        toast.error(messages.failed, { description: message });
        setOutcome({ tone: 'error', title: messages.failed, message });
      },
    });
  });

  return { register: form.register, errors: form.formState.errors, onSubmit, outcome };
}
