import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { Controller, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { HONEYPOT_FIELD } from '@shared/contracts/fields';
import { INTAKE_RECEIVED_MESSAGE, intakeRequestSchema } from '@shared/contracts/intake-request';
import { signingPlaceOptions } from '@shared/guided-help/answers';
import { purchaseTimeframes, type PurchaseTimeframe } from '@shared/options';
import { ContactField } from '@client/components/contact-field';
import { FormNotice } from '@client/components/form-status';
import { HoneypotField } from '@client/components/honeypot-field';
import { SubmitButton } from '@client/components/submit-button';
import { Field, fieldAria, Input, Select, Textarea } from '@client/components/ui/field';
import { useSubmitIntake } from '../api/submit-intake';
import { IntakeNextSteps } from './intake-next-steps';
import { PersonFields, registerPersonFields } from './person-fields';
import { usePublicForm } from './use-public-form';
import { ScriptOnlyForm } from '@client/components/script-only-form';

type IntakeFormInput = z.input<typeof intakeRequestSchema>;

const ID = 'intake';

const fieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'timeshareCompany',
  'purchaseDate',
  'signedState',
  'signedOn',
  'situation',
  'consent',
] as const;

/** Consent is left out: the checkbox starts unticked and the schema accepts only 'true'. */
const emptyForm: DefaultValues<IntakeFormInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  timeshareCompany: '',
  purchaseDate: '',
  signedState: '',
  signedOn: '',
  situation: '',
  [HONEYPOT_FIELD]: '',
};

/** Only a purchase this recent may still be cancelled, so only then do we ask where and when. */
const ASK_SIGNING_FOR: PurchaseTimeframe = 'within-1-year';

/**
 * Requirements §2 get-help: the intake request form (fields of requirements §3, rules of §5),
 * plus where and when a recent purchase was signed, so a request whose period to cancel may
 * still be open is flagged for staff and the person is sent to the guide at once.
 */
export function IntakeForm() {
  const { t, i18n } = useLingui();
  // The schema's messages are their English ids: shown in the page's language.
  const errorOf = (message: string | undefined) => (message ? i18n._(message) : undefined);
  const mutation = useSubmitIntake();
  const { form, onSubmit, sentMessage, busy } = usePublicForm({
    schema: intakeRequestSchema,
    emptyForm,
    fieldNames,
    mutation,
    successTitle: t`Request Submitted Successfully`,
    failureTitle: t`Submission Failed`,
    receivedMessage: i18n._(INTAKE_RECEIVED_MESSAGE),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const askSigning = useWatch({ control, name: 'purchaseDate' }) === ASK_SIGNING_FOR;

  const id = (name: string) => `${ID}-${name}`;

  return (
    <ScriptOnlyForm onSubmit={onSubmit} className="relative">
      <FormNotice tone="success" message={sentMessage} className="mb-6" />
      {sentMessage && mutation.data ? <IntakeNextSteps receipt={mutation.data} /> : null}
      <p className="mb-6 text-ink-700">
        <Trans>All fields are needed unless they say “optional”.</Trans>
      </p>

      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields
          idPrefix={ID}
          registrations={registerPersonFields(register)}
          errors={errors}
        />
        <ContactField
          kind="phone"
          optional
          idPrefix={ID}
          registration={register('phone')}
          error={errorOf(errors.phone?.message)}
        />
        <Field
          id={id('timeshareCompany')}
          label={t`Timeshare company or resort`}
          error={errorOf(errors.timeshareCompany?.message)}
        >
          {(aria) => <Input {...aria} autoComplete="off" {...register('timeshareCompany')} />}
        </Field>
        <Field
          id={id('purchaseDate')}
          label={t`When did you buy it?`}
          optional
          error={errorOf(errors.purchaseDate?.message)}
        >
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Prefer not to say`}
              options={purchaseTimeframes}
              {...register('purchaseDate', {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value === ASK_SIGNING_FOR) return;
                  setValue('signedState', '');
                  setValue('signedOn', '');
                },
              })}
            />
          )}
        </Field>
        {askSigning ? (
          <>
            <Field
              id={id('signedState')}
              label={t`Where did you sign the contract?`}
              optional
              error={errorOf(errors.signedState?.message)}
            >
              {(aria) => (
                <Select
                  {...aria}
                  emptyOption={t`I am not sure`}
                  options={signingPlaceOptions.map((option) => ({
                    value: option.value,
                    label: i18n._(option.label),
                  }))}
                  {...register('signedState')}
                />
              )}
            </Field>
            <Field
              id={id('signedOn')}
              label={t`The date you signed`}
              optional
              hint={t`If you signed in the last few weeks, you may still be able to cancel. This tells us how urgent it is.`}
              error={errorOf(errors.signedOn?.message)}
            >
              {(aria) => <Input {...aria} type="date" {...register('signedOn')} />}
            </Field>
          </>
        ) : null}
        <Field
          id={id('situation')}
          label={t`Tell us about your situation`}
          hint={t`In your own words. For example: what you were promised, what worries you, and what you would like to happen.`}
          error={errorOf(errors.situation?.message)}
          className="sm:col-span-2"
        >
          {(aria) => <Textarea {...aria} rows={6} {...register('situation')} />}
        </Field>
      </div>

      <Controller
        control={control}
        name="consent"
        render={({ field, fieldState }) => {
          const aria = fieldAria(id('consent'), errorOf(fieldState.error?.message));
          return (
            <div className="mt-6 space-y-1.5">
              <div className="flex items-start gap-3">
                <input
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  type="checkbox"
                  checked={field.value === 'true'}
                  onChange={(event) => field.onChange(event.target.checked ? 'true' : 'false')}
                  onBlur={field.onBlur}
                  className="mt-0.5 h-7 w-7 shrink-0 cursor-pointer accent-brand-700"
                />
                <label htmlFor={aria.id} className="cursor-pointer text-ink-900">
                  <Trans>
                    I agree that Timeshare Resolution Advocates may contact me about this request by
                    email or phone.
                  </Trans>
                </label>
              </div>
              {fieldState.error?.message ? (
                <p
                  id={`${aria.id}-error`}
                  role="alert"
                  className="text-sm font-medium text-red-700"
                >
                  {errorOf(fieldState.error.message)}
                </p>
              ) : null}
            </div>
          );
        }}
      />

      <HoneypotField idPrefix={ID} registration={register(HONEYPOT_FIELD)} />

      <div className="mt-8">
        <SubmitButton
          busy={busy}
          busyLabel={t`Sending your request…`}
          icon={Send}
          className="w-full sm:w-auto"
        >
          <Trans>Send my request</Trans>
        </SubmitButton>
      </div>
    </ScriptOnlyForm>
  );
}
