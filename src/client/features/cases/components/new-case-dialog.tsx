import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  MISSING_CASE_INFORMATION,
  newCaseRequestSchema,
  type NewCaseRequest,
  type NewCaseRequestInput,
} from '@shared/contracts/cases';
import { casePriorityOptions } from '@shared/options';
import { Button } from '@client/components/ui/button';
import { Field, fieldAria, Input, Select, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { useCreateCase } from '../api/create-case';

export const CASE_CREATED_TITLE = 'Case Created';
export const CASE_CREATED_MESSAGE = "We'll be in touch within 24-48 hours.";
const MISSING_INFORMATION_TITLE = 'Missing information';
const CREATE_FAILED_TITLE = 'Failed to create case';

const emptyForm: NewCaseRequestInput = {
  timeshareCompany: '',
  purchaseDate: '',
  situation: '',
  priority: 'medium',
};

const ID = 'new-case';
const id = (name: string) => `${ID}-${name}`;

export interface NewCaseDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §2/§5 New Case dialog. What was typed stays in the form until the case is created,
 * also when the dialog is closed and opened again or when sending fails.
 */
export function NewCaseDialog({ userId, open, onOpenChange }: NewCaseDialogProps) {
  const mutation = useCreateCase(userId);
  // A toast sits behind a modal dialog, so problems are also written inside it.
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const form = useForm<NewCaseRequestInput, unknown, NewCaseRequest>({
    resolver: zodResolver(newCaseRequestSchema),
    defaultValues: emptyForm,
    shouldFocusError: true,
  });
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
          toast.success(CASE_CREATED_TITLE, { description: CASE_CREATED_MESSAGE });
          form.reset(emptyForm);
          changeOpen(false);
        },
        onError: (error) => {
          const message = error.message || 'Please try again.';
          toast.error(CREATE_FAILED_TITLE, { description: message });
          setProblem({ title: CREATE_FAILED_TITLE, message });
        },
      });
    },
    () => {
      const company = getValues('timeshareCompany')?.trim();
      const situation = getValues('situation')?.trim();
      if (!company || !situation) {
        toast.error(MISSING_INFORMATION_TITLE, { description: MISSING_CASE_INFORMATION });
        setProblem({ title: MISSING_INFORMATION_TITLE, message: MISSING_CASE_INFORMATION });
      }
    },
  );

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title="Open a New Case"
      description="Tell us about the timeshare you need help with. We'll be in touch within 24-48 hours."
      className="max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {problem ? (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
            <div>
              <p className="font-semibold">{problem.title}</p>
              <p>{problem.message}</p>
            </div>
          </div>
        ) : null}
        <p className="text-ink-700">All fields are needed unless they say “optional”.</p>
        <Field
          id={id('timeshareCompany')}
          label="Timeshare company"
          error={errors.timeshareCompany?.message}
        >
          <Input
            {...fieldAria(id('timeshareCompany'), errors.timeshareCompany?.message)}
            autoComplete="off"
            {...register('timeshareCompany')}
          />
        </Field>
        <Field
          id={id('purchaseDate')}
          label="Purchase date"
          optional
          hint="In any form, for example “June 2019” or “about 5 years ago”."
          error={errors.purchaseDate?.message}
        >
          <Input
            {...fieldAria(id('purchaseDate'), errors.purchaseDate?.message, true)}
            autoComplete="off"
            {...register('purchaseDate')}
          />
        </Field>
        <Field
          id={id('situation')}
          label="Your situation"
          hint="In your own words: what happened, what worries you, and what you would like to happen."
          error={errors.situation?.message}
        >
          <Textarea
            {...fieldAria(id('situation'), errors.situation?.message, true)}
            rows={5}
            {...register('situation')}
          />
        </Field>
        <Field
          id={id('priority')}
          label="Priority"
          hint="How soon do you need help?"
          error={errors.priority?.message}
        >
          <Select
            {...fieldAria(id('priority'), errors.priority?.message, true)}
            {...register('priority')}
          >
            {casePriorityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            aria-disabled={busy || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {busy ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
            {busy ? 'Creating...' : 'Create Case'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
