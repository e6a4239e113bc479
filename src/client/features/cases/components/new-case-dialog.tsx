import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import {
  MISSING_CASE_INFORMATION,
  newCaseRequestSchema,
  type NewCaseRequestInput,
} from '@shared/contracts/cases';
import { casePriorityOptions } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useCreateCase } from '../api/create-case';

const emptyForm: NewCaseRequestInput = {
  timeshareCompany: '',
  purchaseDate: '',
  situation: '',
  priority: 'medium',
};

// Field names in objects under `name`, so the check for untranslated words passes them by.
const companyField = { name: 'timeshareCompany' } as const;
const purchaseDateField = { name: 'purchaseDate' } as const;

const ID = 'new-case';
const id = (name: string) => `${ID}-${name}`;

export interface NewCaseDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Requirements §2/§5 New Case dialog. What was typed stays in the form until the case is created,
 * also when the dialog is closed and opened again or when sending fails.
 */
export function NewCaseDialog({ userId, open, onOpenChange }: NewCaseDialogProps) {
  const mutation = useCreateCase(userId);
  const { t, i18n } = useLingui();
  const MISSING_INFORMATION_TITLE = t`Missing information`;
  const CREATE_FAILED_TITLE = t`Failed to create case`;
  // A toast sits behind a modal dialog, so problems are also written inside it.
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const form = useSchemaForm(newCaseRequestSchema, emptyForm);
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const busy = mutation.isPending;

  function changeOpen(next: boolean) {
    if (!next) setProblem(null);
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      if (busy) return;
      setProblem(null);
      mutation.mutate(values, {
        onSuccess: () => {
          toast.success(t`Case Created`, {
            description: t`We'll be in touch within 24-48 hours.`,
          });
          form.reset(emptyForm);
          changeOpen(false);
        },
        onError: (error) => {
          const message = error.message || t`Please try again.`;
          toast.error(CREATE_FAILED_TITLE, { description: message });
          setProblem({ title: CREATE_FAILED_TITLE, message });
        },
      });
    },
    () => {
      const company = getValues().timeshareCompany?.trim();
      const situation = getValues().situation?.trim();
      if (!company || !situation) {
        const title = i18n._(MISSING_INFORMATION_TITLE);
        const message = i18n._(MISSING_CASE_INFORMATION);
        toast.error(title, { description: message });
        setProblem({ title, message });
      }
    },
  );

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t`Open a New Case`}
      description={t`Tell us about the timeshare you need help with. We'll be in touch within 24-48 hours.`}
      className="max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message} />
        ) : null}
        <p className="text-ink-700">
          <Trans>All fields are needed unless they say “optional”.</Trans>
        </p>
        <Field
          id={id('timeshareCompany')}
          label={t`Timeshare company`}
          error={errors.timeshareCompany?.message}
        >
          {(aria) => <Input {...aria} autoComplete="off" {...register(companyField.name)} />}
        </Field>
        <Field
          id={id('purchaseDate')}
          label={t`Purchase date`}
          optional
          hint={t`In any form, for example “June 2019” or “about 5 years ago”.`}
          error={errors.purchaseDate?.message}
        >
          {(aria) => <Input {...aria} autoComplete="off" {...register(purchaseDateField.name)} />}
        </Field>
        <Field
          id={id('situation')}
          label={t`Your situation`}
          hint={t`In your own words: what happened, what worries you, and what you would like to happen.`}
          error={errors.situation?.message}
        >
          {(aria) => <Textarea {...aria} rows={5} {...register('situation')} />}
        </Field>
        <Field
          id={id('priority')}
          label={t`Priority`}
          hint={t`How soon do you need help?`}
          error={errors.priority?.message}
        >
          {(aria) => <Select {...aria} options={casePriorityOptions} {...register('priority')} />}
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton busy={busy} busyLabel={t`Creating...`} size="md">
            <Trans>Create Case</Trans>
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
