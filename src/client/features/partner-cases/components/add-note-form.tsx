import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  caseNoteSchema,
  partnerCaseMessages,
  type CaseNoteInput,
} from '@shared/contracts/partner-cases';
import { CheckboxRow } from '@client/components/checkbox-row';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useAddCaseNote } from '../api/add-case-note';
import type { FormOutcome } from './form-outcome';
import { isSessionEnded } from '../api/partner-case-request';

const emptyNote: CaseNoteInput = { title: '', description: '', isPublic: true };

export interface AddNoteFormProps {
  partnerId: string;
  caseId: string;
}

/** Spec §5: title and description required; 'Visible to client' is ticked to start with. */
export function AddNoteForm({ partnerId, caseId }: AddNoteFormProps) {
  const mutation = useAddCaseNote(partnerId, caseId);
  const form = useSchemaForm(caseNoteSchema, emptyNote);
  const {
    register,
    formState: { errors },
  } = form;
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    setOutcome(null);
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(partnerCaseMessages.noteAdded);
        setOutcome({ tone: 'success', message: partnerCaseMessages.noteAdded });
        form.reset(emptyNote);
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        applyServerIssues(error, ['title', 'description', 'isPublic'], form.setError);
        const message = error.message || partnerCaseMessages.noteFailed;
        toast.error(partnerCaseMessages.noteFailed, { description: message });
        setOutcome({ tone: 'error', title: partnerCaseMessages.noteFailed, message });
      },
    });
  });

  return (
    <section aria-labelledby="add-note-heading" className="space-y-4">
      <h3 id="add-note-heading" className="text-xl font-bold text-ink-900">
        Add a Note
      </h3>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field id="add-note-title" label="Title" error={errors.title?.message}>
          {(aria) => <Input {...aria} autoComplete="off" {...register('title')} />}
        </Field>
        <Field id="add-note-description" label="Description" error={errors.description?.message}>
          {(aria) => <Textarea {...aria} rows={4} {...register('description')} />}
        </Field>
        <div className="space-y-1">
          <CheckboxRow
            id="add-note-public"
            label="Visible to client"
            aria-describedby="add-note-public-hint"
            {...register('isPublic')}
          />
          <p id="add-note-public-hint" className="text-sm text-ink-600">
            Untick to keep the note private to your firm and our team.
          </p>
        </div>
        <SubmitButton
          busy={mutation.isPending}
          busyLabel="Adding..."
          size="md"
          icon={MessageSquarePlus}
        >
          Add Note
        </SubmitButton>
        {outcome ? (
          <FormNotice tone={outcome.tone} title={outcome.title} message={outcome.message} />
        ) : null}
      </form>
    </section>
  );
}
