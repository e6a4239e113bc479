import { Trans } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import type { CaseMessage } from '@shared/contracts/case-collaboration';
import { cn } from '@client/lib/cn';
import { formatDateTime } from '@client/lib/format-date';
import { useIntlLocale } from '@client/lib/i18n/use-locale';

/**
 * One message: who wrote it (their name and who they are to the reader), when, and the text
 * exactly as written, line breaks kept. The text is never read as HTML.
 */
export function MessageItem({
  message,
  authorKind,
  own,
  documentName,
}: {
  message: CaseMessage;
  /** Who the author is to the reader, such as "Your attorney". */
  authorKind: string;
  /** Written by the reader's side: set apart from the others'. */
  own: boolean;
  /** The name of the case document the message is about, if any. */
  documentName?: string;
}) {
  const intlLocale = useIntlLocale();
  return (
    <li
      className={cn(
        'space-y-2 rounded-xl border p-4',
        own ? 'border-brand-200 bg-brand-50 sm:ml-8' : 'border-ink-200 bg-white sm:mr-8',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-ink-900">
        <span className="font-semibold [overflow-wrap:anywhere]">{message.authorName}</span>{' '}
        <span className="text-sm text-ink-700">({authorKind})</span>{' '}
        <time dateTime={message.createdAt} className="text-sm text-ink-700">
          <span aria-hidden="true">· </span>
          {formatDateTime(message.createdAt, intlLocale)}
        </time>
      </p>
      {documentName ? (
        <p className="flex items-start gap-2 text-sm text-ink-700">
          <Paperclip aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="[overflow-wrap:anywhere]">
            <Trans>About the document: {documentName}</Trans>
          </span>
        </p>
      ) : null}
      <p className="whitespace-pre-wrap text-ink-900 [overflow-wrap:anywhere]">{message.body}</p>
    </li>
  );
}
