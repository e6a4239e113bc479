import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCase } from '@shared/contracts/admin-cases';
import { AskerRequestsPanel } from '@client/components/case-collaboration/asker-requests-panel';
import { CaseMessagesPanel } from '@client/components/case-collaboration/case-messages-panel';
import { messagesTabLabel } from '@client/components/case-collaboration/conversation-copy';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { staffCaseThread, staffRequestsEndpoint } from '../api/case-collaboration';
import { useAdminCase } from '../api/get-admin-case';
import { AddCaseUpdateForm } from './add-case-update-form';
import { CaseDocumentsList } from './case-documents-list';
import { CasePriorityForm } from './case-priority-form';
import { CaseSummary } from './case-summary';
import { CaseUpdatesList } from './case-updates-list';

function CaseBody({
  caseId,
  onAssignPartner,
  onClose,
}: {
  caseId: string;
  onAssignPartner: (adminCase: AdminCase) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const detail = useAdminCase(caseId);
  if (!detail.isSuccess) {
    return (
      <QueryStatus
        query={detail}
        loadingLabel={t`Loading the case`}
        failedTitle={t`We could not load this case.`}
        className="py-6"
      />
    );
  }
  const { case: adminCase, updates, documents, requests } = detail.data;
  return (
    <div className="space-y-8">
      <Tabs defaultValue="overview">
        {/* One tab a row where three would not fit (a phone at 200 % zoom). */}
        <TabsList
          aria-label={t`Case sections`}
          className="grid-flow-row grid-cols-1 min-[24rem]:grid-cols-3"
        >
          <TabsTrigger value="overview">
            <Trans>Overview</Trans>
          </TabsTrigger>
          <TabsTrigger value="messages">{messagesTabLabel(adminCase.unreadMessages)}</TabsTrigger>
          <TabsTrigger value="requests">
            <Trans>Requests</Trans>
          </TabsTrigger>
        </TabsList>
        {/* Kept in the page while another tab shows, so what was typed is not lost. */}
        <TabsContent value="overview" forceMount className="space-y-8">
          <CaseSummary adminCase={adminCase} onAssignPartner={() => onAssignPartner(adminCase)} />
          <CasePriorityForm adminCase={adminCase} />
          <CaseUpdatesList updates={updates} />
          <AddCaseUpdateForm caseId={adminCase.id} />
          <CaseDocumentsList documents={documents} />
        </TabsContent>
        {/* Mounted only while shown: showing the messages marks them read, and polls for more. */}
        <TabsContent value="messages">
          <CaseMessagesPanel thread={staffCaseThread(adminCase.id)} documents={documents} />
        </TabsContent>
        <TabsContent value="requests" forceMount>
          <AskerRequestsPanel
            endpoint={staffRequestsEndpoint(adminCase.id)}
            requests={requests}
            documents={documents}
          />
        </TabsContent>
      </Tabs>
      <div className="flex justify-end border-t border-ink-200 pt-4">
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * One case for an administrator: its summary, priority, partner, every update (internal ones
 * too) and a form for a new update; its conversation; and the documents asked of the client.
 * Assigning a partner opens its own dialog above this one.
 */
export function CaseDialog({
  selected,
  onAssignPartner,
  onClose,
}: {
  /** The case chosen in the list, or null when the dialog is closed. */
  selected: AdminCase | null;
  onAssignPartner: (adminCase: AdminCase) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const caseNumber = selected?.caseNumber ?? '';
  return (
    <Modal
      open={selected !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={selected ? t`Case ${caseNumber}` : t`Case`}
      description={selected ? `${selected.client.name}: ${selected.timeshareCompany}` : undefined}
      size="stable"
      className="max-w-3xl"
    >
      {/* Keyed by case, so another case starts with fresh forms. */}
      {selected ? (
        <CaseBody
          key={selected.id}
          caseId={selected.id}
          onAssignPartner={onAssignPartner}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
