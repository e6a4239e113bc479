import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useSchemaForm } from './use-schema-form';

/**
 * A form in a modal dialog. A toast sits behind a modal, so the refusal (`problem`) is kept to
 * be shown inside it; closing the dialog forgets it and what was typed, and nothing closes
 * while the form is being sent.
 */
export function useDialogForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  empty: DefaultValues<z.input<Schema>>,
  { busy, onOpenChange }: { busy: boolean; onOpenChange: (open: boolean) => void },
) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(schema, empty);

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) {
      setProblem(null);
      form.reset(empty);
    }
    onOpenChange(next);
  }

  return { form, problem, setProblem, changeOpen };
}
