import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { HONEYPOT_FIELD } from '@shared/contracts/fields';
import { CONTACT_RECEIVED_MESSAGE, contactMessageSchema } from '@shared/contracts/public-forms';
import { FormNotice } from '@client/components/form-status';
import { HoneypotField } from '@client/components/honeypot-field';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { useSubmitContact } from '../api/submit-contact';
import { PersonFields, registerPersonFields } from './person-fields';
import { usePublicForm } from './use-public-form';
import { ScriptOnlyForm } from '@client/components/script-only-form';

type ContactFormInput = z.input<typeof contactMessageSchema>;

const ID = 'contact';

const fieldNames = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

const emptyForm: DefaultValues<ContactFormInput> = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

/** Requirements §2 contact section: a general message to the support team. */
export function ContactForm() {
  const { t, i18n } = useLingui();
  // The schema's messages are their English ids: shown in the page's language.
  const errorOf = (message: string | undefined) => (message ? i18n._(message) : undefined);
  const { form, onSubmit, sentMessage, busy } = usePublicForm({
    schema: contactMessageSchema,
    emptyForm,
    fieldNames,
    mutation: useSubmitContact(),
    successTitle: t`Message Sent Successfully`,
    failureTitle: t`Failed to Send Message`,
    receivedMessage: i18n._(CONTACT_RECEIVED_MESSAGE),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const id = (name: string) => `${ID}-${name}`;

  return (
    <ScriptOnlyForm onSubmit={onSubmit} className="relative">
      <FormNotice tone="success" message={sentMessage} className="mb-6" />
      <p className="mb-6 text-ink-700">
        <Trans>All fields are needed.</Trans>
      </p>

      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields
          idPrefix={ID}
          registrations={registerPersonFields(register)}
          errors={errors}
          emailClassName="sm:col-span-2"
        />
        <Field
          id={id('subject')}
          label={t`Subject`}
          error={errorOf(errors.subject?.message)}
          className="sm:col-span-2"
        >
          {(aria) => <Input {...aria} {...register('subject')} />}
        </Field>
        <Field
          id={id('message')}
          label={t`Your message`}
          error={errorOf(errors.message?.message)}
          className="sm:col-span-2"
        >
          {(aria) => <Textarea {...aria} rows={6} {...register('message')} />}
        </Field>
      </div>

      <HoneypotField idPrefix={ID} registration={register(HONEYPOT_FIELD)} />

      <div className="mt-8">
        <SubmitButton
          busy={busy}
          busyLabel={t`Sending your message…`}
          icon={Send}
          className="w-full sm:w-auto"
        >
          <Trans>Send my message</Trans>
        </SubmitButton>
      </div>
    </ScriptOnlyForm>
  );
}
