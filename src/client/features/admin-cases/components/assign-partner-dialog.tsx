import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { paths } from '@client/lib/paths';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useAssignCase } from '../api/assign-case';
import { usePartners } from '../api/get-partners';

export const ASSIGN_FAILED = msg`Failed to assign case`;

function partnerOption(i18n: I18n, partner: PartnerSummary, current: string | undefined) {
  const { companyName, jurisdiction, assignedCaseCount } = partner;
  return {
    value: partner.id,
    label:
      partner.id === current
        ? i18n._(
            msg`${companyName}, ${jurisdiction}: ${plural(assignedCaseCount, { one: '# case', other: '# cases' })} (assigned now)`,
          )
        : i18n._(
            msg`${companyName}, ${jurisdiction}: ${plural(assignedCaseCount, { one: '# case', other: '# cases' })}`,
          ),
  };
}

/** What an admin weighs when choosing: where they work, what they do, how busy they are. */
function PartnerFacts({ partner }: { partner: PartnerSummary }) {
  return (
    <dl className="space-y-2 rounded-xl border border-ink-200 bg-ink-50 p-4">
      <div>
        <dt className="text-sm font-semibold text-ink-600">
          <Trans>Jurisdiction</Trans>
        </dt>
        <dd>{partner.jurisdiction}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-600">
          <Trans>Services</Trans>
        </dt>
        <dd>{partner.servicesOffered.join(', ')}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-600">
          <Trans>Cases assigned now</Trans>
        </dt>
        <dd>{partner.assignedCaseCount}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-600">
          <Trans>Contact</Trans>
        </dt>
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
  const { t, i18n } = useLingui();
  const assignment = useAssignCase();
  const [problem, setProblem] = useState<Notice | null>(null);
  const form = useSchemaForm(caseAssignmentSchema, { partnerId: '' });
  const chosenId = useWatch({ control: form.control, name: 'partnerId' });
  const chosen = partners.find((partner) => partner.id === chosenId);
  const reassigning = adminCase.partner !== null;
  const currentPartner = adminCase.partner?.companyName;
  const clientName = adminCase.client.name;
  const updateTitle = ASSIGNED_UPDATE_TITLE;

  const onSubmit = form.handleSubmit((body) => {
    if (assignment.isPending) return;
    setProblem(null);
    assignment.mutate(
      { caseId: adminCase.id, body },
      {
        onSuccess: (updated) => {
          const caseNumber = updated.caseNumber;
          const partnerName = updated.partner?.companyName;
          announce({
            tone: 'success',
            title: t`Case assigned`,
            message: partnerName
              ? t`Case ${caseNumber} is now with ${partnerName}. We have e-mailed the client and the partner.`
              : t`Case ${caseNumber} is now with the partner. We have e-mailed the client and the partner.`,
          });
          onDone();
        },
        onError: (error) => setProblem(announceFailure(i18n._(ASSIGN_FAILED), error)),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {problem ? <FormNotice tone="error" title={problem.title} message={problem.message} /> : null}
      {reassigning ? (
        <p className="text-ink-900">
          <Trans>
            Assigned now to <strong>{currentPartner}</strong>.
          </Trans>
        </p>
      ) : null}
      <Field
        id="assign-partner"
        label={t`Partner attorney`}
        hint={t`Verified partners, with where they work and how many cases they have now.`}
        error={form.formState.errors.partnerId?.message}
      >
        {(aria) => (
          <Select
            {...aria}
            emptyOption={t`Choose a partner`}
            options={partners.map((partner) => partnerOption(i18n, partner, adminCase.partner?.id))}
            {...form.register('partnerId')}
          />
        )}
      </Field>
      {chosen ? <PartnerFacts partner={chosen} /> : null}
      <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink-900">
        <Trans>
          When you assign the case, we will e-mail the client ({clientName}) and the partner, and
          the client will see the update “{updateTitle}” on their case.
        </Trans>
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton
          busy={assignment.isPending}
          busyLabel={t`Assigning…`}
          icon={UserPlus}
          size="md"
        >
          {reassigning ? t`Reassign case` : t`Assign case`}
        </SubmitButton>
      </div>
    </form>
  );
}

function AssignBody({ adminCase, onClose }: { adminCase: AdminCase; onClose: () => void }) {
  const { t } = useLingui();
  const partners = usePartners('verified');
  if (!partners.isSuccess) {
    return (
      <QueryStatus
        query={partners}
        loadingLabel={t`Loading the verified partners`}
        failedTitle={t`We could not load the partners.`}
      />
    );
  }
  const available = partners.data.filter((partner) => partner.isActive);
  if (available.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-lg text-ink-900">
          <Trans>
            There are no verified partners yet. A case can be assigned once a partner application
            has been approved.
          </Trans>
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button asChild className="no-underline">
            <Link to={paths.adminApplications.getHref()}>
              <Trans>Review partner applications</Trans>
            </Link>
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
  const { t } = useLingui();
  const caseNumber = adminCase?.caseNumber ?? '';
  let title = t`Assign case`;
  if (adminCase)
    title = adminCase.partner ? t`Reassign case ${caseNumber}` : t`Assign case ${caseNumber}`;
  return (
    <Modal
      open={adminCase !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
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
