import { Trans } from '@lingui/react/macro';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { CaseConversation } from './case-conversation';
import type { ThreadEndpoint } from './thread-endpoint';

/** The Messages part of the firm's and staff's case dialogs: the conversation under its heading. */
export function CaseMessagesPanel({
  thread,
  documents,
}: {
  thread: ThreadEndpoint;
  documents: readonly CaseDocumentView[];
}) {
  return (
    <section aria-labelledby="case-thread-heading" className="space-y-4">
      <div className="space-y-1">
        <h3 id="case-thread-heading" className="text-xl font-bold text-ink-900">
          <Trans>Messages</Trans>
        </h3>
        <p className="text-ink-700">
          <Trans>
            Messages between the client, their attorney and our team. Everything stays with the
            case.
          </Trans>
        </p>
      </div>
      <CaseConversation thread={thread} documents={documents} />
    </section>
  );
}
