import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { QueryStatus } from '@client/components/load-status';
import { conversationCopy } from './conversation-copy';
import { useMarkMessagesRead } from './mark-messages-read';
import { MessageForm } from './message-form';
import { MessageItem } from './message-item';
import { useCaseMessages, type ThreadEndpoint } from './thread-endpoint';
import { useNewMessageAnnouncement } from './use-new-message-announcement';

/** Marks the conversation read each time a message is shown that was not shown before. */
function useMarkShownRead(thread: ThreadEndpoint, newestId: string | undefined) {
  const { mutate: markRead } = useMarkMessagesRead(thread);
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (newestId === undefined || marked.current === newestId) return;
    marked.current = newestId;
    markRead();
  }, [newestId, markRead]);
}

export interface CaseConversationProps {
  thread: ThreadEndpoint;
  /** The case's documents, to name the one a message is about. */
  documents: readonly CaseDocumentView[];
}

/**
 * A case's messages between the client, the firm and our team, oldest first, with the box to
 * write; the same for all three sides, worded for the reader. New ones are looked for every
 * 15 s and announced politely; showing them marks them read. The caller gives the heading.
 */
export function CaseConversation({ thread, documents }: CaseConversationProps) {
  const { t, i18n } = useLingui();
  const copy = conversationCopy[thread.viewer];
  const query = useCaseMessages(thread);
  const messages = query.data?.messages;
  const announcement = useNewMessageAnnouncement(messages, thread.viewer);
  useMarkShownRead(thread, messages?.at(-1)?.id);
  const documentName = (id: string | null) =>
    id === null ? undefined : documents.find((document) => document.id === id)?.fileName;

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {messages === undefined ? (
        <QueryStatus
          query={query}
          loadingLabel={t`Loading the messages`}
          failedTitle={t`We could not load the messages.`}
        />
      ) : messages.length === 0 ? (
        <p className="text-ink-700">{i18n._(copy.empty)}</p>
      ) : (
        <ol aria-label={t`Messages, oldest first`} className="space-y-3">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              authorKind={i18n._(copy.authorKinds[message.authorKind])}
              own={message.authorKind === thread.viewer}
              documentName={documentName(message.documentId)}
            />
          ))}
        </ol>
      )}
      <MessageForm thread={thread} hint={i18n._(copy.hint)} />
    </>
  );
}
