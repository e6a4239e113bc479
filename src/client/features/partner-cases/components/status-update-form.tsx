import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  caseStatusUpdateSchema,
  partnerCaseMessages,
  type CaseStatusUpdateInput,
  type PartnerCase,
} from '@shared/contracts/partner-cases';
import { caseStatusOptions } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Select, Textarea } from '@client/components/ui/field';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useUpdateCaseStatus } from '../api/update-case-status';
import { isSessionEnded } from '../api/partner-case-request';
import type { FormOutcome } from './form-outcome';

export interface StatusUpdateFormProps {
  partnerId: string;
  partnerCase: PartnerCase;
}

/** Spec §5: a status is required (the case's own to start with); notes are optional. */
export function StatusUpdateForm({ partnerId, partnerCase }: StatusUpdateFormProps) {
  const mutation = useUpdateCaseStatus(partnerId, partnerCase.id);
  const initial: CaseStatusUpdateInput = { status: partnerCase.status, notes: '' };
  const form = useSchemaForm(caseStatusUpdateSchema, initial);
  const {
    register,
    formState: { errors },
  } = form;
  // A toast sits behind the dialog, so the outcome is also written under the form.
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    setOutcome(null);
    mutation.mutate(values, {
      onSuccess: (updated) => {
        toast.success(partnerCaseMessages.statusUpdated);
        setOutcome({ tone: 'success', message: partnerCaseMessages.statusUpdated });
        form.reset({ status: updated.status, notes: '' });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        applyServerIssues(error, ['status', 'notes'], form.setError);
        const message = error.message || partnerCaseMessages.statusFailed;
        toast.error(partnerCaseMessages.statusFailed, { description: message });
        setOutcome({ tone: 'error', title: partnerCaseMessages.statusFailed, message });
      },
    });
  });

  return (
    <section aria-labelledby="status-update-heading" className="space-y-4">
      <h3 id="status-update-heading" className="text-xl font-bold text-ink-900">
        Update Status
      </h3>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field id="status-update-status" label="New status" error={errors.status?.message}>
          {(aria) => <Select {...aria} options={caseStatusOptions} {...register('status')} />}
        </Field>
        <Field
          id="status-update-notes"
          label="Notes"
          optional
          hint="The client sees the new status, with these notes if you add any."
          error={errors.notes?.message}
        >
          {(aria) => <Textarea {...aria} rows={3} {...register('notes')} />}
        </Field>
        <SubmitButton busy={mutation.isPending} busyLabel="Updating..." size="md" icon={RefreshCw}>
          Update Status
        </SubmitButton>
        {outcome ? (
          <FormNotice tone={outcome.tone} title={outcome.title} message={outcome.message} />
        ) : null}
      </form>
    </section>
  );
}
