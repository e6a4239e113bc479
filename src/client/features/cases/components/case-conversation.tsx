import { useEffect, useRef } from 'react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { QueryStatus } from '@client/components/load-status';
import { useCaseMessages } from '../api/get-case-messages';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import { CaseSection } from './case-section';
import { MessageForm } from './message-form';
import { MessageItem } from './message-item';
import { useNewMessageAnnouncement } from './use-new-message-announcement';

export const NO_MESSAGES_MESSAGE =
  'There are no messages yet. Write below if you have a question or something to tell us.';

/** Marks the conversation read each time a message is shown that was not shown before. */
function useMarkShownRead(userId: string, caseId: string, newestId: string | undefined) {
  const { mutate: markRead } = useMarkMessagesRead(userId, caseId);
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (newestId === undefined || marked.current === newestId) return;
    marked.current = newestId;
    markRead();
  }, [newestId, markRead]);
}

export interface CaseConversationProps {
  userId: string;
  caseId: string;
  /** The case's documents, to name the one a message is about. */
  documents: readonly CaseDocumentView[];
}

/**
 * Messages between the client, the firm and our team, oldest first, with the box to write.
 * New ones are looked for every 15 s and announced politely; showing them marks them read.
 */
export function CaseConversation({ userId, caseId, documents }: CaseConversationProps) {
  const query = useCaseMessages(userId, caseId);
  const messages = query.data?.messages;
  const announcement = useNewMessageAnnouncement(messages);
  useMarkShownRead(userId, caseId, messages?.at(-1)?.id);
  const documentName = (id: string | null) =>
    id === null ? undefined : documents.find((document) => document.id === id)?.fileName;

  return (
    <CaseSection
      id="case-messages"
      title="Messages"
      intro="Write to your attorney and our team here, and read their answers. Everything stays with your case."
    >
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {messages === undefined ? (
        <QueryStatus
          query={query}
          loadingLabel="Loading the messages"
          failedTitle="We could not load the messages."
        />
      ) : messages.length === 0 ? (
        <p className="text-ink-700">{NO_MESSAGES_MESSAGE}</p>
      ) : (
        <ol aria-label="Messages, oldest first" className="space-y-3">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              documentName={documentName(message.documentId)}
            />
          ))}
        </ol>
      )}
      <MessageForm userId={userId} caseId={caseId} />
    </CaseSection>
  );
}
