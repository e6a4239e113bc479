import type { ClientCase, ClientCaseDetail } from '@shared/contracts/cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { DescriptionItem } from '@client/components/description-item';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import { formatLongDate } from '@client/lib/format-date';
import { useCase } from '../api/get-case';
import { CaseDocuments } from './case-documents';
import { CasePartner } from './case-partner';
import { CaseProgressSteps } from './case-progress-steps';

/** The facts of a case, who is working on it, its progress, shared documents and public updates. */
export function CaseDetailsContent({ detail }: { detail: ClientCaseDetail }) {
  const { case: clientCase } = detail;
  const updates = detail.updates.filter((update) => update.isPublic);
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem term="Case number">{clientCase.caseNumber}</DescriptionItem>
        <DescriptionItem term="Status">
          <StatusBadge status={clientCase.status} />
        </DescriptionItem>
        <DescriptionItem term="Priority">
          <PriorityBadge priority={clientCase.priority} labelled={false} />
        </DescriptionItem>
        <DescriptionItem term="Timeshare company">{clientCase.timeshareCompany}</DescriptionItem>
        <DescriptionItem term="Purchase date">
          {clientCase.purchaseDate || 'Not given'}
        </DescriptionItem>
        <DescriptionItem term="Opened on">{formatLongDate(clientCase.createdAt)}</DescriptionItem>
        <DescriptionItem term="Your situation" className="sm:col-span-2">
          <span className="whitespace-pre-line">{clientCase.situation}</span>
        </DescriptionItem>
      </dl>

      <CasePartner partner={detail.partner} />

      <section aria-labelledby="case-progress-heading" className="space-y-3">
        <h3 id="case-progress-heading" className="text-xl font-bold text-ink-900">
          Case progress
        </h3>
        <CaseProgressSteps status={clientCase.status} />
      </section>

      <CaseDocuments caseId={clientCase.id} documents={detail.documents} />

      <section aria-labelledby="case-updates-heading" className="space-y-3">
        <h3 id="case-updates-heading" className="text-xl font-bold text-ink-900">
          Updates
        </h3>
        {updates.length === 0 ? (
          <p className="text-ink-700">
            There are no updates on this case yet. We will post them here as your case moves
            forward.
          </p>
        ) : (
          <ul className="space-y-3">
            {updates.map((update) => (
              <li key={update.id} className="rounded-xl border border-ink-200 bg-ink-50 p-4">
                <h4 className="font-semibold text-ink-900">{update.title}</h4>
                <p className="text-sm text-ink-600">
                  {formatLongDate(update.createdAt)} · By {update.createdBy}
                </p>
                <p className="mt-2 whitespace-pre-line text-ink-900">{update.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CaseDetailsBody({ userId, caseId }: { userId: string; caseId: string }) {
  const detail = useCase(userId, caseId);
  if (!detail.isSuccess) {
    return (
      <QueryStatus
        query={detail}
        loadingLabel="Loading the case details"
        failedTitle="We could not load this case."
        className="py-6"
      />
    );
  }
  return <CaseDetailsContent detail={detail.data} />;
}

export interface CaseDetailsDialogProps {
  userId: string;
  /** The case to show, or null when the dialog is closed. */
  selected: ClientCase | null;
  onClose: () => void;
}

/** Requirements §2: the case details dialog, loaded from GET /api/cases/:id. */
export function CaseDetailsDialog({ userId, selected, onClose }: CaseDetailsDialogProps) {
  return (
    <Modal
      open={selected !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={selected ? `Case ${selected.caseNumber}` : 'Case details'}
      className="max-w-2xl"
    >
      {selected ? <CaseDetailsBody userId={userId} caseId={selected.id} /> : null}
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
