import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, type DefaultValues } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { HONEYPOT_FIELD } from '@shared/contracts/honeypot';
import type { PartnerApplicationInput } from '@shared/contracts/partners';
import { partnerCompanyTypes, partnerServices } from '@shared/options';
import { CheckboxRow } from '@client/components/checkbox-row';
import { ContactField } from '@client/components/contact-field';
import { FormCheckboxGroup } from '@client/components/form-checkbox-group';
import { FormNotice } from '@client/components/form-status';
import { HoneypotField } from '@client/components/honeypot-field';
import { SubmitButton } from '@client/components/submit-button';
import { Field, fieldAria, FieldMessage, Input, Select } from '@client/components/ui/field';
import { ApiError } from '@client/lib/api-client';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { registerInOrder } from '@client/lib/register-in-order';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useSubmitApplication } from '../api/submit-application';
import { ApplicationSubmitted } from './application-submitted';
import { PartnershipAgreement } from './partnership-agreement';
import { ScriptOnlyForm } from '@client/components/script-only-form';

/** Requirements §8 Partner: the application's toasts. */
export const APPLICATION_SUBMITTED_TITLE = msg`Application Submitted`;
export const APPLICATION_SUBMITTED_TOAST = msg`We will review your application within 3-5 business days.`;
export const APPLICATION_FAILED_TITLE = msg`Application Failed`;
export const APPLICATION_FAILED_FALLBACK = msg`Failed to submit application. Please try again.`;

const ID = 'apply';
const serverFields = [
  'companyName',
  'companyType',
  'contactPerson',
  'email',
  'phone',
  'website',
  'businessLicense',
  'barNumber',
  'jurisdiction',
  'servicesOffered',
  'agreementAccepted',
] as const;

/** The type and the agreement start unchosen; the schema then names what is missing. */
const emptyForm: DefaultValues<PartnerApplicationInput> = {
  companyName: '',
  contactPerson: '',
  email: '',
  phone: '',
  website: '',
  businessLicense: '',
  barNumber: '',
  jurisdiction: '',
  servicesOffered: [],
  [HONEYPOT_FIELD]: '',
};

/**
 * Requirements §5 Partner application: checked in the browser with the server's own schema and
 * messages; a duplicate e-mail (409) is shown at the e-mail box, and a sent application is
 * replaced by a confirmation that says what happens next.
 */
export function ApplicationForm() {
  const { t, i18n } = useLingui();
  const submit = useSubmitApplication();
  const [receipt, setReceipt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useSchemaForm(
    () => import('@shared/contracts/partners').then((m) => m.partnerApplicationSchema),
    emptyForm,
  );
  // In page order, so the first box with a problem gets the focus.
  const fields = registerInOrder(register, [
    'companyName',
    'companyType',
    'jurisdiction',
    'website',
    'businessLicense',
    'barNumber',
    'contactPerson',
    'email',
    'phone',
  ]);
  const busy = submit.isPending;
  const id = (name: string) => `${ID}-${name}`;

  const onSubmit = handleSubmit((values) => {
    if (busy) return;
    setFailure(null);
    submit.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(i18n._(APPLICATION_SUBMITTED_TITLE), {
          description: i18n._(APPLICATION_SUBMITTED_TOAST),
        });
        setReceipt(message);
        reset(emptyForm);
      },
      onError: (error) => {
        const message = error.message || i18n._(APPLICATION_FAILED_FALLBACK);
        if (error instanceof ApiError && error.status === 409) {
          setError('email', { type: 'server', message }, { shouldFocus: true });
        } else {
          applyServerIssues(error, serverFields, setError);
        }
        setFailure(message);
        toast.error(i18n._(APPLICATION_FAILED_TITLE), { description: message });
      },
    });
  });

  if (receipt !== null) {
    return <ApplicationSubmitted message={receipt} onAnother={() => setReceipt(null)} />;
  }

  return (
    <ScriptOnlyForm
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      aria-labelledby={id('title')}
      className="relative space-y-8"
    >
      <div className="space-y-2">
        <h2 id={id('title')} className="text-2xl font-bold text-ink-900">
          <Trans>Apply for Partnership</Trans>
        </h2>
        <p className="text-ink-700">
          <Trans>
            All fields are needed unless they say “optional”. We review every application within 3-5
            business days.
          </Trans>
        </p>
      </div>

      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-bold text-ink-900">
          <Trans>Your organization</Trans>
        </legend>
        <Field
          id={id('companyName')}
          label={t`Company or organization name`}
          error={errors.companyName?.message}
        >
          {(aria) => <Input {...aria} autoComplete="organization" {...fields.companyName} />}
        </Field>
        <Field
          id={id('companyType')}
          label={t`Type of organization`}
          error={errors.companyType?.message}
        >
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Choose one`}
              options={partnerCompanyTypes}
              {...fields.companyType}
            />
          )}
        </Field>
        <Field
          id={id('jurisdiction')}
          label={t`Jurisdiction`}
          hint={t`Where you are licensed to practise, for example Florida or Nevada.`}
          error={errors.jurisdiction?.message}
        >
          {(aria) => <Input {...aria} {...fields.jurisdiction} />}
        </Field>
        <Field
          id={id('website')}
          label={t`Website`}
          optional
          hint={t`For example smithlaw.com`}
          error={errors.website?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              type="url"
              inputMode="url"
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              {...fields.website}
            />
          )}
        </Field>
        <Field
          id={id('businessLicense')}
          label={t`Business license number`}
          optional
          error={errors.businessLicense?.message}
        >
          {(aria) => <Input {...aria} {...fields.businessLicense} />}
        </Field>
        <Field
          id={id('barNumber')}
          label={t`Bar number`}
          optional
          error={errors.barNumber?.message}
        >
          {(aria) => <Input {...aria} {...fields.barNumber} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-xl font-bold text-ink-900">
          <Trans>Who we should contact</Trans>
        </legend>
        <Field
          id={id('contactPerson')}
          label={t`Contact person`}
          error={errors.contactPerson?.message}
          className="sm:col-span-2"
        >
          {(aria) => <Input {...aria} autoComplete="name" {...fields.contactPerson} />}
        </Field>
        <ContactField
          kind="email"
          hint={t`Your sign-in address once you are approved.`}
          idPrefix={ID}
          registration={fields.email}
          error={errors.email?.message}
        />
        <ContactField
          kind="phone"
          idPrefix={ID}
          registration={fields.phone}
          error={errors.phone?.message}
        />
      </fieldset>

      <FormCheckboxGroup
        control={control}
        name="servicesOffered"
        id={id('servicesOffered')}
        legend={
          <span className="text-xl font-bold">
            <Trans>Services you offer</Trans>
          </span>
        }
        hint={t`Choose every service that applies.`}
        options={partnerServices}
        columns={2}
      />

      <div className="space-y-3">
        <PartnershipAgreement id={id('agreement-title')} />
        {/* A Controller registers the box when it renders, after the fields above it, so a
            problem further up gets the focus first. */}
        <Controller
          control={control}
          name="agreementAccepted"
          render={({ field, fieldState }) => {
            const aria = fieldAria(id('agreementAccepted'), fieldState.error?.message);
            return (
              <>
                <CheckboxRow
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  label={t`I have read and accept the partnership agreement`}
                />
                <FieldMessage id={aria.id} kind="error">
                  {fieldState.error?.message}
                </FieldMessage>
              </>
            );
          }}
        />
      </div>

      <HoneypotField idPrefix={ID} registration={register(HONEYPOT_FIELD)} />

      <SubmitButton
        busy={busy}
        busyLabel={t`Submitting...`}
        icon={Send}
        className="w-full sm:w-auto"
      >
        <Trans>Submit Application</Trans>
      </SubmitButton>
      <FormNotice tone="error" id={id('failure')} message={failure} />
    </ScriptOnlyForm>
  );
}
