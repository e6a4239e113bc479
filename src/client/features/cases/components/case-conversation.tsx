import { useLingui } from '@lingui/react/macro';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { CaseConversation as Conversation } from '@client/components/case-collaboration/case-conversation';
import { clientCaseThread } from '../api/client-case-thread';
import { CaseSection } from './case-section';

export interface CaseConversationProps {
  userId: string;
  caseId: string;
  /** The case's documents, to name the one a message is about. */
  documents: readonly CaseDocumentView[];
}

/** The client's Messages section: the case's conversation with the firm and our team. */
export function CaseConversation({ userId, caseId, documents }: CaseConversationProps) {
  const { t } = useLingui();
  return (
    <CaseSection
      id="case-messages"
      title={t`Messages`}
      intro={t`Write to your attorney and our team here, and read their answers. Everything stays with your case.`}
    >
      <Conversation thread={clientCaseThread(userId, caseId)} documents={documents} />
    </CaseSection>
  );
}
