import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquarePlus } from 'lucide-react';
import {
  caseNoteSchema,
  partnerCaseMessages,
  type CaseNoteInput,
} from '@shared/contracts/partner-cases';
import { CheckboxRow } from '@client/components/checkbox-row';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { useAddCaseNote } from '../api/add-case-note';
import { CaseFormSection } from './case-form-section';
import { useCaseForm } from './use-case-form';

const emptyNote: CaseNoteInput = { title: '', description: '', isPublic: true };

export interface AddNoteFormProps {
  partnerId: string;
  caseId: string;
}

/** Requirements §5: title and description required; 'Visible to client' is ticked to start with. */
export function AddNoteForm({ partnerId, caseId }: AddNoteFormProps) {
  const { t } = useLingui();
  const mutation = useAddCaseNote(partnerId, caseId);
  const { register, errors, onSubmit, outcome } = useCaseForm(caseNoteSchema, emptyNote, {
    mutation,

    fields: ['title', 'description', 'isPublic'],
    messages: { done: partnerCaseMessages.noteAdded, failed: partnerCaseMessages.noteFailed },
    resetTo: () => emptyNote,
  });

  return (
    <CaseFormSection id="add-note" title={t`Add a Note`} onSubmit={onSubmit} outcome={outcome}>
      <Field id="add-note-title" label={t`Title`} error={errors.title?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...register('title')} />}
      </Field>
      <Field id="add-note-description" label={t`Description`} error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={4} {...register('description')} />}
      </Field>
      <div className="space-y-1">
        <CheckboxRow
          id="add-note-public"
          label={t`Visible to client`}
          aria-describedby="add-note-public-hint"

          {...register('isPublic')}
        />
        <p id="add-note-public-hint" className="text-sm text-ink-600">
          <Trans>Untick to keep the note private to your firm and our team.</Trans>
        </p>
      </div>
      <SubmitButton
        busy={mutation.isPending}
        busyLabel={t`Adding...`}
        size="md"
        icon={MessageSquarePlus}
      >
        <Trans>Add Note</Trans>
      </SubmitButton>
    </CaseFormSection>
  );
}
