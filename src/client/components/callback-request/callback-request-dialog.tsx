import { Trans, useLingui } from '@lingui/react/macro';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import type { CallbackRequestInput } from '@shared/contracts/callback-requests';
import { HONEYPOT_FIELD } from '@shared/contracts/honeypot';
import { FormNotice } from '@client/components/form-status';
import { HoneypotField } from '@client/components/honeypot-field';
import { ScriptOnlyForm } from '@client/components/script-only-form';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useSubmitCallbackRequest } from './submit-callback-request';
import { browserTimeZone, timeZoneOptions } from './time-zones';

const loadSchema = () =>
  import('@shared/contracts/callback-requests').then((module) => module.callbackRequestSchema);

const fieldNames = ['name', 'phone', 'email', 'preferredTimes', 'timeZone', 'message'] as const;

export interface CallbackRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fills "About your situation", e.g. from a scam check's result. */
  initialMessage?: string;
  /** The spec's e-mail draft, offered for people who prefer their own e-mail program. */
  mailtoHref?: string;
}

/** "Please call me back": a short form whose success shows the reference to quote. */
export function CallbackRequestDialog({
  open,
  onOpenChange,
  initialMessage,
  mailtoHref,
}: CallbackRequestDialogProps) {
  const { t } = useLingui();
  const [zone] = useState(browserTimeZone);
  const [reference, setReference] = useState<string | null>(null);
  const mutation = useSubmitCallbackRequest();
  const form = useSchemaForm(loadSchema, {
    name: '',
    phone: '',
    email: '',
    preferredTimes: '',
    timeZone: zone,
    message: initialMessage ?? '',
    [HONEYPOT_FIELD]: '',
  } satisfies CallbackRequestInput);
  const {
    register,
    formState: { errors },
  } = form;
  const onSubmit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: (receipt) => setReference(receipt.reference),
      onError: (error) => applyServerIssues(error, fieldNames, form.setError),
    });
  });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const id = (name: string) => `callback-${name}`;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Ask us to call you back`} size="stable">
      {reference ? (
        <div className="space-y-4 text-lg text-ink-800">
          <FormNotice
            tone="success"
            title={t`Your callback request has been sent`}
            message={t`Your reference is ${reference}.`}
          />
          <p>
            <Trans>
              We will contact you at one of the times you gave. If you gave an e-mail address, we
              have sent you a confirmation with this reference. Please quote it when you write or
              call.
            </Trans>
          </p>
          <Button size="lg" onClick={() => onOpenChange(false)}>
            <Trans>Close</Trans>
          </Button>
        </div>
      ) : (
        <ScriptOnlyForm onSubmit={onSubmit} className="space-y-5">
          <p className="text-ink-700">
            <Trans>Give a phone number, an e-mail address or both. We answer for free.</Trans>
          </p>
          <FormNotice
            tone="error"
            title={mutation.error ? t`Your request was not sent.` : null}
            message={mutation.error?.message ?? null}
          />
          <Field id={id('name')} label={t`Your name`} error={errors.name?.message}>
            {(aria) => <Input {...aria} autoComplete="name" {...register('name')} />}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={id('phone')} label={t`Phone`} optional error={errors.phone?.message}>
              {(aria) => <Input {...aria} type="tel" autoComplete="tel" {...register('phone')} />}
            </Field>
            <Field id={id('email')} label={t`Email`} optional error={errors.email?.message}>
              {(aria) => (
                <Input {...aria} type="email" autoComplete="email" {...register('email')} />
              )}
            </Field>
          </div>
          <Field
            id={id('preferredTimes')}
            label={t`Preferred days and times`}
            hint={t`For example: weekday mornings, or Tuesday after 3 pm.`}
            error={errors.preferredTimes?.message}
          >
            {(aria) => <Input {...aria} {...register('preferredTimes')} />}
          </Field>
          <Field
            id={id('timeZone')}
            label={t`Your time zone`}
            hint={t`We found this from your browser; change it if it is not right.`}
            error={errors.timeZone?.message}
          >
            {(aria) => (
              <Select {...aria} options={timeZoneOptions(zone)} {...register('timeZone')} />
            )}
          </Field>
          <Field
            id={id('message')}
            label={t`About your situation`}
            optional
            error={errors.message?.message}
          >
            {(aria) => <Textarea {...aria} rows={3} {...register('message')} />}
          </Field>
          <HoneypotField idPrefix="callback" registration={register(HONEYPOT_FIELD)} />
          <SubmitButton
            busy={mutation.isPending}
            busyLabel={t`Sending your request…`}
            icon={PhoneCall}
            className="w-full sm:w-auto"
          >
            <Trans>Send callback request</Trans>
          </SubmitButton>
          {mailtoHref ? (
            <p className="text-base text-ink-700">
              <Trans>
                <a href={mailtoHref} className="underline">
                  Or e-mail us yourself
                </a>{' '}
                from your own e-mail program.
              </Trans>
            </p>
          ) : null}
        </ScriptOnlyForm>
      )}
    </Modal>
  );
}
