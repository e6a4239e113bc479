import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { type PartnerSummary } from '@shared/contracts/admin-partners';
import {
  ASSIGNED_UPDATE_TITLE,
  caseAssignmentSchema,
  type AdminCase,
} from '@shared/contracts/admin-cases';
import { FormNotice } from '@client/components/form-status';
import { QueryStatus } from '@client/components/load-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { announce, announceFailure, type Notice } from '@client/lib/announce';
import { countLabel } from '@client/lib/count-label';
import { paths } from '@client/lib/paths';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useAssignCase } from '../api/assign-case';
import { usePartners } from '../api/get-partners';

export const ASSIGN_FAILED = 'Failed to assign case';

function partnerOption(partner: PartnerSummary, current: string | undefined) {
  const now = partner.id === current ? ' (assigned now)' : '';
  return {
    value: partner.id,
    label: `${partner.companyName}, ${partner.jurisdiction}: ${countLabel(partner.assignedCaseCount, 'case')}${now}`,
  };
}

/** What an admin weighs when choosing: where they work, what they do, how busy they are. */
function PartnerFacts({ partner }: { partner: PartnerSummary }) {
  return (
    <dl className="space-y-2 rounded-xl border border-ink-200 bg-ink-50 p-4">
      <div>
        <dt className="text-sm font-semibold text-ink-600">Jurisdiction</dt>
        <dd>{partner.jurisdiction}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-600">Services</dt>
        <dd>{partner.servicesOffered.join(', ')}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-600">Cases assigned now</dt>
        <dd>{partner.assignedCaseCount}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-600">Contact</dt>
        <dd className="[overflow-wrap:anywhere]">
          {partner.contactPerson}, {partner.email}
        </dd>
      </div>
    </dl>
  );
}

function AssignForm({
  adminCase,
  partners,
  onDone,
  onCancel,
}: {
  adminCase: AdminCase;
  partners: PartnerSummary[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const assignment = useAssignCase();
  const [problem, setProblem] = useState<Notice | null>(null);
  const form = useSchemaForm(caseAssignmentSchema, { partnerId: '' });
  const chosenId = useWatch({ control: form.control, name: 'partnerId' });
  const chosen = partners.find((partner) => partner.id === chosenId);
  const reassigning = adminCase.partner !== null;

  const onSubmit = form.handleSubmit((body) => {
    if (assignment.isPending) return;
    setProblem(null);
    assignment.mutate(
      { caseId: adminCase.id, body },
      {
        onSuccess: (updated) => {
          announce({
            tone: 'success',
            title: 'Case assigned',
            message: `Case ${updated.caseNumber} is now with ${updated.partner?.companyName ?? 'the partner'}. We have e-mailed the client and the partner.`,
          });
          onDone();
        },
        onError: (error) => setProblem(announceFailure(ASSIGN_FAILED, error)),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {problem ? <FormNotice tone="error" title={problem.title} message={problem.message} /> : null}
      {reassigning ? (
        <p className="text-ink-900">
          Assigned now to <strong>{adminCase.partner?.companyName}</strong>.
        </p>
      ) : null}
      <Field
        id="assign-partner"
        label="Partner attorney"
        hint="Verified partners, with where they work and how many cases they have now."
        error={form.formState.errors.partnerId?.message}
      >
        {(aria) => (
          <Select
            {...aria}
            emptyOption="Choose a partner"
            options={partners.map((partner) => partnerOption(partner, adminCase.partner?.id))}
            {...form.register('partnerId')}
          />
        )}
      </Field>
      {chosen ? <PartnerFacts partner={chosen} /> : null}
      <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink-900">
        When you assign the case, we will e-mail the client ({adminCase.client.name}) and the
        partner, and the client will see the update “{ASSIGNED_UPDATE_TITLE}” on their case.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton busy={assignment.isPending} busyLabel="Assigning…" icon={UserPlus} size="md">
          {reassigning ? 'Reassign case' : 'Assign case'}
        </SubmitButton>
      </div>
    </form>
  );
}

function AssignBody({ adminCase, onClose }: { adminCase: AdminCase; onClose: () => void }) {
  const partners = usePartners('verified');
  if (!partners.isSuccess) {
    return (
      <QueryStatus
        query={partners}
        loadingLabel="Loading the verified partners"
        failedTitle="We could not load the partners."
      />
    );
  }
  const available = partners.data.filter((partner) => partner.isActive);
  if (available.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-lg text-ink-900">
          There are no verified partners yet. A case can be assigned once a partner application has
          been approved.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button asChild className="no-underline">
            <Link to={paths.adminApplications.getHref()}>Review partner applications</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <AssignForm adminCase={adminCase} partners={available} onDone={onClose} onCancel={onClose} />
  );
}

/** Assign (or reassign) a case to a verified partner, after saying who will be told. */
export function AssignPartnerDialog({
  adminCase,
  onClose,
}: {
  /** The case to assign, or null when the dialog is closed. */
  adminCase: AdminCase | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={adminCase !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        adminCase
          ? `${adminCase.partner ? 'Reassign' : 'Assign'} case ${adminCase.caseNumber}`
          : 'Assign case'
      }
      description={
        adminCase ? `${adminCase.client.name}: ${adminCase.timeshareCompany}` : undefined
      }
      className="max-w-xl"
    >
      {/* Keyed by case, so a new case starts with an empty choice. */}
      {adminCase ? <AssignBody key={adminCase.id} adminCase={adminCase} onClose={onClose} /> : null}
    </Modal>
  );
}
