import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  approveAnywaySchema,
  approveApplicationSchema,
  missingForApproval,
  rejectApplicationSchema,
  type ApplicationDetail,
  type MissingItem,
} from '@shared/contracts/admin-partners';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { announce, announceFailure, type Notice } from '@client/lib/announce';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useReviewApplication, type ReviewDecision } from '../api/review-application';

export const APPROVE_FAILED = msg`Failed to approve application`;
export const REJECT_FAILED = msg`Failed to reject application`;

/** What each decision asks, says and sends, in the page's language. */
function useDecisionTexts(decision: ReviewDecision) {
  const { t, i18n } = useLingui();
  if (decision === 'approve') {
    /** Approve, with optional notes: the server verifies the partner and e-mails the invite. */
    return {
      schema: approveApplicationSchema,
      title: (companyName: string) => t`Approve ${companyName}?`,
      untitled: t`Approve this application?`,
      explanation: ({ companyName, contactPerson, email }: ApplicationDetail): ReactNode => (
        <Trans>
          {companyName} becomes a verified partner, and we will e-mail {contactPerson} at {email} a
          link to set a password for the partner portal. The link works once, for 72 hours. If it
          runs out, you can send a new one from this application.
        </Trans>
      ),
      notes: {
        label: t`Notes for the file`,
        optional: true,
        hint: t`Only administrators see these notes.`,
        rows: 3,
      },
      submit: { label: t`Approve application`, busyLabel: t`Approving…`, icon: Check },
      done: ({ companyName, email }: ApplicationDetail) => ({
        title: t`Application approved`,
        message: t`${companyName} is now a verified partner. We have e-mailed ${email} a link to set a password; it works once, for 72 hours.`,
      }),
      failed: i18n._(APPROVE_FAILED),
    };
  }
  /** Reject, with the reason the applicant is e-mailed (required). */
  return {
    schema: rejectApplicationSchema,
    title: (companyName: string) => t`Reject ${companyName}?`,
    untitled: t`Reject this application?`,
    explanation: ({ contactPerson, email }: ApplicationDetail): ReactNode => (
      <Trans>
        We will e-mail {contactPerson} at {email} that the application was not approved, with the
        reason you write below. They will not be able to sign in.
      </Trans>
    ),
    notes: {
      label: t`Reason`,
      optional: false,
      hint: t`The applicant reads this in the e-mail, so please write it plainly and politely.`,
      rows: 4,
    },
    submit: { label: t`Reject application`, busyLabel: t`Rejecting…`, icon: X },
    done: ({ companyName, email }: ApplicationDetail) => ({
      title: t`Application rejected`,
      message: t`We have e-mailed ${email} that the application of ${companyName} was not approved, with your reason.`,
    }),
    failed: i18n._(REJECT_FAILED),
  };
}

/** What the application lacks, above the box for the reason to approve it anyway. */
function MissingItemsWarning({ missing }: { missing: readonly MissingItem[] }) {
  return (
    <div className="rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        <Trans>This application is incomplete. It has:</Trans>
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {missing.map((item) => (
          <li key={item.key}>{item.label}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Trans>Check with the firm first, or write below why you approve it anyway.</Trans>
      </p>
    </div>
  );
}

const empty = { notes: '', overrideReason: '' };

export interface ReviewDialogProps {
  decision: ReviewDecision;
  /** The application being reviewed; null while the dialog is closed. */
  application: ApplicationDetail | null;
  onOpenChange: (open: boolean) => void;
  /** After a successful review, with what to tell the admin. */
  onReviewed: (notice: Notice) => void;
}

/** The confirmation of an approval or a rejection, with its notes box. */
export function ReviewDialog({
  decision,
  application,
  onOpenChange,
  onReviewed,
}: ReviewDialogProps) {
  const { t } = useLingui();
  const texts = useDecisionTexts(decision);
  const review = useReviewApplication(decision);
  const [problem, setProblem] = useState<Notice | null>(null);
  // An incomplete application is approved only with a reason, which the audit log keeps.
  const missing = decision === 'approve' && application ? missingForApproval(application) : [];
  const form = useSchemaForm(missing.length > 0 ? approveAnywaySchema : texts.schema, empty);
  const errors = form.formState.errors;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const notesId = `${decision}-notes`;

  function changeOpen(open: boolean) {
    if (!open) {
      setProblem(null);
      form.reset(empty);
    }
    onOpenChange(open);
  }

  const onSubmit = form.handleSubmit((body) => {
    if (!application || review.isPending) return;
    setProblem(null);
    review.mutate(
      { id: application.id, body },
      {
        onSuccess: () => {
          onReviewed(announce({ tone: 'success', ...texts.done(application) }));
          changeOpen(false);
        },
        onError: (error) => setProblem(announceFailure(texts.failed, error)),
      },
    );
  });

  return (
    <Modal
      open={application !== null}
      onOpenChange={changeOpen}
      title={application ? texts.title(application.companyName) : texts.untitled}
      description={application ? texts.explanation(application) : null}
      className="max-w-xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message} />
        ) : null}
        {missing.length > 0 ? (
          <>
            <MissingItemsWarning missing={missing} />
            <Field
              id="approve-override-reason"
              label={t`Reason to approve anyway`}
              hint={t`Kept in the audit log with your name.`}
              error={'overrideReason' in errors ? errors.overrideReason?.message : undefined}
            >
              {(aria) => (
                <Textarea
                  {...aria}
                  rows={3}

                  {...form.register('overrideReason')}
                />
              )}
            </Field>
          </>
        ) : null}
        <Field
          id={notesId}
          label={texts.notes.label}
          optional={texts.notes.optional}
          hint={texts.notes.hint}
          error={errors.notes?.message}
        >
          {(aria) => <Textarea {...aria} rows={texts.notes.rows} {...form.register('notes')} />}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton
            busy={review.isPending}
            busyLabel={texts.submit.busyLabel}
            icon={texts.submit.icon}
            size="md"
          >
            {texts.submit.label}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
