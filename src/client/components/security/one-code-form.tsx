import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input } from '@client/components/ui/field';
import { useSchemaForm } from '@client/lib/use-schema-form';

/** The two kinds of code a person types: the app's 6 digits, or a saved recovery code. */
export type CodeKind = 'code' | 'recoveryCode';

/** A box for the app's code: the phone shows digits, and the browser may offer a code. */
export const codeInputProps = { autoComplete: 'one-time-code', inputMode: 'numeric' } as const;

const kinds = {
  code: {
    label: msg`6-digit code`,
    input: codeInputProps,
  },
  recoveryCode: {
    label: msg`Recovery code`,
    input: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  },
} as const;

export interface OneCodeFormProps {
  /** The box's id, unique on the page. */
  id: string;
  codeKind?: CodeKind;
  /** The box's label, when not "6-digit code" or "Recovery code". */
  label?: string;
  hint?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the last code failed; a new one empties the box and gives it the focus again. */
  problem: string | null;
  onCode: (value: string) => void;
  /** The box takes the focus when the form opens. */
  autoFocus?: boolean;
  submitClassName?: string;
  /** Beside the submit button, such as Cancel. */
  children?: ReactNode;
}

/**
 * One code, checked as the server checks it (spaces and dashes ignored), with the server's
 * answer in an alert under the box.
 */
export function OneCodeForm({
  id,
  codeKind = 'code',
  label,
  hint,
  submitLabel,
  busyLabel,
  busy,
  problem,
  onCode,
  autoFocus = false,
  submitClassName,
  children,
}: OneCodeFormProps) {
  const { i18n } = useLingui();
  const spec = kinds[codeKind];
  const form = useSchemaForm(
    () => import('./one-code-schemas').then((m) => m.oneCodeSchemas[codeKind]),
    { value: '' },
  );

  useEffect(() => {
    if (autoFocus) form.setFocus('value');
  }, [form, autoFocus]);
  useEffect(() => {
    if (!problem) return;
    form.setValue('value', '');
    form.setFocus('value');
  }, [form, problem]);

  const onSubmit = form.handleSubmit(({ value }) => {
    if (!busy) onCode(value);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-5">
      <Field
        id={id}
        label={label ?? i18n._(spec.label)}
        hint={hint}
        error={form.formState.errors.value?.message}
      >
        {(aria) => (
          <Input {...aria} {...spec.input} className="max-w-xs" {...form.register('value')} />
        )}
      </Field>
      <FormNotice tone="error" id={`${id}-failure`} message={problem} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={busy} busyLabel={busyLabel} size="md" className={submitClassName}>
          {submitLabel}
        </SubmitButton>
        {children}
      </div>
    </form>
  );
}
