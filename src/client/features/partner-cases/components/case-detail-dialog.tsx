import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PartnerCase, PartnerCaseDetail } from '@shared/contracts/partner-cases';
import { FormNotice } from '@client/components/form-status';
import { LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AskerRequestsPanel } from '@client/components/case-collaboration/asker-requests-panel';
import { CaseMessagesPanel } from '@client/components/case-collaboration/case-messages-panel';
import { messagesTabLabel } from '@client/components/case-collaboration/conversation-copy';
import { usePartnerSession } from '@client/lib/partner-session';
import { partnerCaseThread, partnerRequestsEndpoint } from '../api/case-collaboration';
import { usePartnerCase } from '../api/get-partner-case';
import { AddNoteForm } from './add-note-form';
import { CaseDocumentsPanel } from './case-documents-panel';
import { CaseFacts } from './case-facts';
import { CaseUpdatesPanel } from './case-updates-panel';
import { LoadProblemNotice } from './load-problem-notice';
import { StatusUpdateForm } from './status-update-form';
import { UPLOAD_SUCCESSFUL_TITLE, UploadDocumentDialog } from './upload-document-dialog';

interface CaseTabsProps {
  partnerId: string;
  detail: PartnerCaseDetail;
  onUpload: () => void;
}

/**
 * Requirements §2: the tabs Details, Documents, Updates and Actions; issue 16 adds the case's
 * Messages (with the firm's unread count) and the documents asked of the client (Requests).
 */
function CaseTabs({ partnerId, detail, onUpload }: CaseTabsProps) {
  const { t } = useLingui();
  const caseId = detail.case.id;
  const session = usePartnerSession();
  const firmName = session.status === 'authenticated' ? session.user.companyName : null;
  return (
    <Tabs defaultValue="details">
      {/* Three rows of two on a phone, two rows of three from small screens up. */}
      <TabsList aria-label={t`Case sections`} className="grid-flow-row grid-cols-2 sm:grid-cols-3">
        <TabsTrigger value="details">
          <Trans>Details</Trans>
        </TabsTrigger>
        <TabsTrigger value="documents">
          <Trans>Documents</Trans>
        </TabsTrigger>
        <TabsTrigger value="updates">
          <Trans>Updates</Trans>
        </TabsTrigger>
        <TabsTrigger value="actions">
          <Trans>Actions</Trans>
        </TabsTrigger>
        <TabsTrigger value="messages">{messagesTabLabel(detail.case.unreadMessages)}</TabsTrigger>
        <TabsTrigger value="requests">
          <Trans>Requests</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="details">
        <CaseFacts detail={detail} />
      </TabsContent>
      <TabsContent value="documents">
        <CaseDocumentsPanel
          partnerId={partnerId}
          caseId={caseId}
          documents={detail.documents}
          onUpload={onUpload}
        />
      </TabsContent>
      <TabsContent value="updates">
        <CaseUpdatesPanel updates={detail.updates} />
      </TabsContent>
      {/* Kept in the page while another tab shows, so what was typed is not lost. */}
      <TabsContent value="actions" forceMount className="space-y-8">
        <StatusUpdateForm partnerId={partnerId} partnerCase={detail.case} />
        <AddNoteForm partnerId={partnerId} caseId={caseId} />
      </TabsContent>
      {/* Mounted only while shown: showing the messages marks them read, and polls for more. */}
      <TabsContent value="messages">
        <CaseMessagesPanel
          thread={partnerCaseThread(partnerId, caseId)}
          documents={detail.documents}
        />
      </TabsContent>
      <TabsContent value="requests" forceMount>
        <AskerRequestsPanel
          endpoint={partnerRequestsEndpoint(partnerId, caseId, firmName)}
          requests={detail.requests}
          documents={detail.documents}
        />
      </TabsContent>
    </Tabs>
  );
}

function CaseDetailBody({
  partnerId,
  caseId,
  onUpload,
}: {
  partnerId: string;
  caseId: string;
  onUpload: () => void;
}) {
  const { t } = useLingui();
  const detail = usePartnerCase(partnerId, caseId);
  if (detail.isPending) {
    return <LoadingMessage label={t`Loading the case details`} className="py-6" />;
  }
  const problem = detail.isError ? (
    <LoadProblemNotice
      error={detail.error}

      subject="caseDetails"
      onRetry={() => void detail.refetch()}
      className="mb-4"
    />
  ) : null;
  // A failed refresh keeps the details already shown, under the notice.
  if (!detail.data) return problem;
  return (
    <>
      {problem}
      <CaseTabs partnerId={partnerId} detail={detail.data} onUpload={onUpload} />
    </>
  );
}

export interface CaseDetailDialogProps {
  partnerId: string;
  /** The case to show, or null when the dialog is closed. */
  selected: PartnerCase | null;
  onClose: () => void;
}

/** Requirements §2/§7: the case detail dialog, loaded from GET /api/partners/cases/:id. */
export function CaseDetailDialog({ partnerId, selected, onClose }: CaseDetailDialogProps) {
  const { t, i18n } = useLingui();
  const [uploadOpen, setUploadOpen] = useState(false);
  // The upload's result stays in the case dialog after the upload dialog and its toast go.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const caseNumber = selected?.caseNumber;
  function close() {
    setUploadOpen(false);
    setUploaded(null);
    onClose();
  }
  return (
    <>
      <Modal
        open={selected !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={selected ? t`Case ${caseNumber}` : t`Case details`}
        size="stable"
        className="max-w-4xl"
      >
        {uploaded ? (
          <FormNotice
            tone="success"
            title={i18n._(UPLOAD_SUCCESSFUL_TITLE)}
            message={uploaded}
            onDismiss={() => setUploaded(null)}
            className="mb-4"
          />
        ) : null}
        {selected ? (
          <CaseDetailBody
            partnerId={partnerId}
            caseId={selected.id}
            onUpload={() => setUploadOpen(true)}
          />
        ) : null}
        <div className="mt-6 flex justify-end">
          <Button variant="outline" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </Modal>
      {/*
        A sibling, not a child, of the case dialog: React passes a dialog's close event up
        its component tree, so closing a nested upload dialog would close the case as well.
      */}
      {selected ? (
        <UploadDocumentDialog
          key={selected.id}
          partnerId={partnerId}
          caseId={selected.id}
          open={uploadOpen}
          onOpenChange={setUploadOpen}
          onUploaded={setUploaded}
        />
      ) : null}
    </>
  );
}
