import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { contactMessageSchema } from '@shared/contracts/public-forms';
import { HELP_SUBJECT, type ScamFlag } from '@shared/scam-check/flags';
import { useAskForHelp } from '../api/ask-for-help';

type Step = 'closed' | 'editing' | 'confirming';

/**
 * "Ask us for help with this": only when pressed, and only after the person confirms, the
 * ticked warning signs are sent to us as a contact message they can edit first.
 */
export function AskForHelp({ flags }: { flags: readonly ScamFlag[] }) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<Step>('closed');
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useAskForHelp();

  if (send.isSuccess)
    return (
      <p role="status" className="rounded-2xl border-2 border-brand-300 bg-brand-50 p-5 text-lg">
        {send.data.message}
      </p>
    );

  if (step === 'closed')
    return (
      <div className="space-y-2">
        <p className="text-lg text-ink-900">
          <Trans>
            Nothing you ticked is saved or sent. If you would like our help, you can send it to us.
          </Trans>
        </p>
        <Button
          type="button"
          onClick={() => {
            // The message the person can change before sending, in the page's language.
            const message = [
              t`I used the "Is this offer a scam?" check. The caller or company:`,
              ...flags.map((flag) => `- ${i18n._(flag.label)}`),
              '',
              t`Could you help me with this?`,
            ].join('\n');
            setValues((current) => ({ ...current, message }));
            setStep('editing');
          }}
        >
          <Trans>Ask us for help with this</Trans>
        </Button>
      </div>
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
        <Button type="button" variant="outline" onClick={() => setStep('closed')}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
