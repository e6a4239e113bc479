import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import {
  caseStatusUpdateSchema,
  partnerCaseMessages,
  type CaseStatusUpdateInput,
  type PartnerCase,
} from '@shared/contracts/partner-cases';
import { caseStatusOptions } from '@shared/options';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Select, Textarea } from '@client/components/ui/field';
import { useUpdateCaseStatus } from '../api/update-case-status';
import { CaseFormSection } from './case-form-section';
import { useCaseForm } from './use-case-form';

export interface StatusUpdateFormProps {
  partnerId: string;
  partnerCase: PartnerCase;
}

/** Requirements §5: a status is required (the case's own to start with); notes are optional. */
export function StatusUpdateForm({ partnerId, partnerCase }: StatusUpdateFormProps) {
  const { t } = useLingui();
  const mutation = useUpdateCaseStatus(partnerId, partnerCase.id);
  const initial: CaseStatusUpdateInput = { status: partnerCase.status, notes: '' };
  const { register, errors, onSubmit, outcome } = useCaseForm(caseStatusUpdateSchema, initial, {
    mutation,
    fields: ['status', 'notes'],
    messages: {
      done: partnerCaseMessages.statusUpdated,
      failed: partnerCaseMessages.statusFailed,
    },
    resetTo: (updated) => ({ status: updated.status, notes: '' }),
  });

  return (
    <CaseFormSection
      id="status-update"
      title={t`Update Status`}
      onSubmit={onSubmit}
      outcome={outcome}
    >
      <Field id="status-update-status" label={t`New status`} error={errors.status?.message}>
        {(aria) => <Select {...aria} options={caseStatusOptions} {...register('status')} />}
      </Field>
      <Field
        id="status-update-notes"
        label={t`Notes`}
        optional
        hint={t`The client sees the new status, with these notes if you add any.`}
        error={errors.notes?.message}
      >
        {(aria) => <Textarea {...aria} rows={3} {...register('notes')} />}
      </Field>
      <SubmitButton busy={mutation.isPending} busyLabel={t`Updating...`} size="md" icon={RefreshCw}>
        <Trans>Update Status</Trans>
      </SubmitButton>
    </CaseFormSection>
  );
}
