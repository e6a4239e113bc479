import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod/mini';
import { HONEYPOT_FIELD } from '@shared/contracts/fields';
import { CONTACT_RECEIVED_MESSAGE, contactMessageSchema } from '@shared/contracts/public-forms';
import { Field, fieldAria, Input, Textarea } from '@client/components/ui/field';
import { useSubmitContact } from '../api/submit-contact';
import { applyServerIssues, SentNotice, SubmitButton } from './form-parts';
import { HoneypotField } from './honeypot-field';

type ContactFormInput = z.input<typeof contactMessageSchema>;
type ContactFormOutput = z.output<typeof contactMessageSchema>;

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

/** Spec §2 contact section: a general message to the support team. */
export function ContactForm() {
  const submitContact = useSubmitContact();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit((values) => {
    if (submitContact.isPending) return;
    setSentMessage(null);
    submitContact.mutate(values, {
      onSuccess: () => {
        toast.success('Message Sent Successfully', { description: CONTACT_RECEIVED_MESSAGE });
        setSentMessage(CONTACT_RECEIVED_MESSAGE);
        reset(emptyForm);
      },
      onError: (error) => {
        applyServerIssues(error, fieldNames, setError);
        toast.error('Failed to Send Message', {
          description: error.message || 'Please try again later.',
        });
      },
    });
  });

  const id = (name: string) => `${ID}-${name}`;

  return (
    <form noValidate onSubmit={onSubmit} className="relative">
      <SentNotice message={sentMessage} />
      <p className="mb-6 text-ink-700">All fields are needed.</p>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={id('firstName')} label="First name" error={errors.firstName?.message}>
          <Input
            {...fieldAria(id('firstName'), errors.firstName?.message)}
            autoComplete="given-name"
            {...register('firstName')}
          />
        </Field>
        <Field id={id('lastName')} label="Last name" error={errors.lastName?.message}>
          <Input
            {...fieldAria(id('lastName'), errors.lastName?.message)}
            autoComplete="family-name"
            {...register('lastName')}
          />
        </Field>
        <Field
          id={id('email')}
          label="Email address"
          error={errors.email?.message}
          className="sm:col-span-2"
        >
          <Input
            {...fieldAria(id('email'), errors.email?.message)}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
        </Field>
        <Field
          id={id('subject')}
          label="Subject"
          error={errors.subject?.message}
          className="sm:col-span-2"
        >
          <Input {...fieldAria(id('subject'), errors.subject?.message)} {...register('subject')} />
        </Field>
        <Field
          id={id('message')}
          label="Your message"
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <Textarea
            {...fieldAria(id('message'), errors.message?.message)}
            rows={6}
            {...register('message')}
          />
        </Field>
      </div>

      <HoneypotField idPrefix={ID} registration={register(HONEYPOT_FIELD)} />

      <div className="mt-8">
        <SubmitButton busy={submitContact.isPending} busyLabel="Sending your message…">
          Send my message
        </SubmitButton>
      </div>
    </form>
  );
}
