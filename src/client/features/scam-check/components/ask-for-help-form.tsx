import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { contactMessageSchema } from '@shared/contracts/public-forms';
import { HELP_SUBJECT } from '@shared/scam-check/flags';
import { useAskForHelp } from '../api/ask-for-help';

/**
 * The message to us, which the person can change, then confirm before it is sent. Its code
 * (the contact form's checks) loads when they ask for it, not with the scam check.
 */
export function AskForHelpForm({
  message,
  onCancel,
}: {
  /** The message as we drafted it from the ticked signs. */
  message: string;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<'editing' | 'confirming'>('editing');
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', message });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useAskForHelp();

  if (send.isSuccess)
    return (
      <p role="status" className="rounded-2xl border-2 border-brand-300 bg-brand-50 p-5 text-lg">
        {send.data.message}
      </p>
    );

  const parsed = contactMessageSchema.safeParse({
    ...values,
    subject: HELP_SUBJECT,
    companyWebsite: '',
  });
  const update = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [name]: event.currentTarget.value });

  return (
    <form
      aria-labelledby="ask-help-title"
      className="space-y-4 rounded-2xl border-2 border-ink-300 bg-white p-5 sm:p-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(
              parsed.error.issues.map((issue) => [String(issue.path[0]), i18n._(issue.message)]),
            ),
          );
          return;
        }
        setErrors({});
        if (step === 'editing') setStep('confirming');
        else send.mutate(parsed.data);
      }}
    >
      <h3 id="ask-help-title" className="text-xl font-bold text-ink-900">
        <Trans>Ask us for help with this</Trans>
      </h3>
      <Field id="ask-help-first-name" label={t`First name`} error={errors.firstName}>
        {(aria) => (
          <Input
            {...aria}
            autoComplete="given-name"
            value={values.firstName}
            onChange={update('firstName')}
          />
        )}
      </Field>
      <Field id="ask-help-last-name" label={t`Last name`} error={errors.lastName}>
        {(aria) => (
          <Input
            {...aria}
            autoComplete="family-name"
            value={values.lastName}
            onChange={update('lastName')}
          />
        )}
      </Field>
      <Field id="ask-help-email" label={t`Email`} error={errors.email}>
        {(aria) => (
          <Input
            {...aria}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={update('email')}
          />
        )}
      </Field>
      <Field
        id="ask-help-message"
        label={t`Your message (you can change it)`}
        error={errors.message}
      >
        {(aria) => (
          <Textarea {...aria} rows={8} value={values.message} onChange={update('message')} />
        )}
      </Field>
      {step === 'confirming' ? (
        <p role="alert" className="text-lg font-semibold text-ink-900">
          <Trans>Send this message to us? We will use it only to help you.</Trans>
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="text-lg font-semibold text-red-800">
          {send.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={send.isPending}>
          {step === 'confirming' ? <Trans>Yes, send it</Trans> : <Trans>Review and send</Trans>}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
