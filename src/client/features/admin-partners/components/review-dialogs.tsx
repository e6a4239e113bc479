import { Check, X } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useState } from 'react';
import {
  approveApplicationSchema,
  rejectApplicationSchema,
  type ApplicationDetail,
} from '@shared/contracts/admin-partners';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useApproveApplication } from '../api/approve-application';
import { useRejectApplication } from '../api/reject-application';
import { announce, announceFailure, type Notice } from './notice';

export const APPROVE_FAILED = 'Failed to approve application';
export const REJECT_FAILED = 'Failed to reject application';

interface ReviewDialogProps {
  /** The application being reviewed; null while the dialog is closed. */
  application: ApplicationDetail | null;
  onOpenChange: (open: boolean) => void;
  /** After a successful review, with what to tell the admin. */
  onReviewed: (notice: Notice) => void;
}

function ReviewDialogShell({
  application,
  onOpenChange,
  title,
  explanation,
  problem,
  onSubmit,
  busy,
  submit,
  children,
}: Omit<ReviewDialogProps, 'onReviewed'> & {
  title: string;
  explanation: ReactNode;
  problem: Notice | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submit: { label: string; busyLabel: string; icon: typeof Check };
  children: ReactNode;
}) {
  return (
    <Modal
      open={application !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={explanation}
      className="max-w-xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message} />
        ) : null}
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton busy={busy} busyLabel={submit.busyLabel} icon={submit.icon} size="md">
            {submit.label}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

/** Approve, with optional notes: the server verifies the partner and e-mails the invite. */
export function ApproveDialog({ application, onOpenChange, onReviewed }: ReviewDialogProps) {
  const approval = useApproveApplication();
  const [problem, setProblem] = useState<Notice | null>(null);
  const form = useSchemaForm(approveApplicationSchema, { notes: '' });
  const errors = form.formState.errors;

  function changeOpen(open: boolean) {
    if (!open) {
      setProblem(null);
      form.reset({ notes: '' });
    }
    onOpenChange(open);
  }

  const onSubmit = form.handleSubmit((body) => {
    if (!application || approval.isPending) return;
    setProblem(null);
    approval.mutate(
      { id: application.id, body },
      {
        onSuccess: () => {
          onReviewed(
            announce({
              tone: 'success',
              title: 'Application approved',
              message: `${application.companyName} is now a verified partner. We have e-mailed ${application.email} a link to set a password; it works once, for 72 hours.`,
            }),
          );
          changeOpen(false);
        },
        onError: (error) => setProblem(announceFailure(APPROVE_FAILED, error)),
      },
    );
  });

  return (
    <ReviewDialogShell
      application={application}
      onOpenChange={changeOpen}
      title={`Approve ${application?.companyName ?? 'this application'}?`}
      explanation={
        application ? (
          <>
            {application.companyName} becomes a verified partner, and we will e-mail{' '}
            {application.contactPerson} at {application.email} a link to set a password for the
            partner portal. The link works once, for 72 hours. If it runs out, you can send a new
            one from this application.
          </>
        ) : null
      }
      problem={problem}
      onSubmit={onSubmit}
      busy={approval.isPending}
      submit={{ label: 'Approve application', busyLabel: 'Approving…', icon: Check }}
    >
      <Field
        id="approve-notes"
        label="Notes for the file"
        optional
        hint="Only administrators see these notes."
        error={errors.notes?.message}
      >
        {(aria) => <Textarea {...aria} rows={3} {...form.register('notes')} />}
      </Field>
    </ReviewDialogShell>
  );
}

/** Reject, with the reason the applicant is e-mailed (required). */
export function RejectDialog({ application, onOpenChange, onReviewed }: ReviewDialogProps) {
  const rejection = useRejectApplication();
  const [problem, setProblem] = useState<Notice | null>(null);
  const form = useSchemaForm(rejectApplicationSchema, { notes: '' });
  const errors = form.formState.errors;

  function changeOpen(open: boolean) {
    if (!open) {
      setProblem(null);
      form.reset({ notes: '' });
    }
    onOpenChange(open);
  }

  const onSubmit = form.handleSubmit((body) => {
    if (!application || rejection.isPending) return;
    setProblem(null);
    rejection.mutate(
      { id: application.id, body },
      {
        onSuccess: () => {
          onReviewed(
            announce({
              tone: 'success',
              title: 'Application rejected',
              message: `We have e-mailed ${application.email} that the application of ${application.companyName} was not approved, with your reason.`,
            }),
          );
          changeOpen(false);
        },
        onError: (error) => setProblem(announceFailure(REJECT_FAILED, error)),
      },
    );
  });

  return (
    <ReviewDialogShell
      application={application}
      onOpenChange={changeOpen}
      title={`Reject ${application?.companyName ?? 'this application'}?`}
      explanation={
        application ? (
          <>
            We will e-mail {application.contactPerson} at {application.email} that the application
            was not approved, with the reason you write below. They will not be able to sign in.
          </>
        ) : null
      }
      problem={problem}
      onSubmit={onSubmit}
      busy={rejection.isPending}
      submit={{ label: 'Reject application', busyLabel: 'Rejecting…', icon: X }}
    >
      <Field
        id="reject-notes"
        label="Reason"
        hint="The applicant reads this in the e-mail, so please write it plainly and politely."
        error={errors.notes?.message}
      >
        {(aria) => <Textarea {...aria} rows={4} {...form.register('notes')} />}
      </Field>
    </ReviewDialogShell>
  );
}
