import { useState } from 'react';
import type { CaseMessage, MessageAuthorKind } from '@shared/contracts/case-collaboration';
import { text } from '@shared/i18n/text';
import { formatDateTime } from '@client/lib/format-date';
import { activeText } from '@client/lib/i18n/active';

/**
 * What is said when messages from others arrive while the conversation is open. The time makes
 * each announcement differ from the one before, so it is read out again.
 */
export function newMessagesAnnouncement(arrived: readonly CaseMessage[]): string {
  const last = arrived.at(-1);
  if (!last) return '';
  const at = formatDateTime(last.createdAt);
  const name = last.authorName;
  if (arrived.length === 1) return activeText(text('New message from {name}, {at}.', { name, at }));
  return activeText(
    text('{count} new messages, the last from {name}, {at}.', { count: arrived.length, name, at }),
  );
}

/**
 * The words for a polite live region when messages by the other sides arrive after the
 * conversation was first shown (not for those already there, nor for the reader's side's own).
 */
export function useNewMessageAnnouncement(
  messages: readonly CaseMessage[] | undefined,
  viewer: MessageAuthorKind,
): string {
  const [seen, setSeen] = useState<{ ids: ReadonlySet<string>; said: string } | null>(null);
  if (messages === undefined) return seen?.said ?? '';
  const unseen = seen ? messages.filter((message) => !seen.ids.has(message.id)) : [];
  if (seen === null || unseen.length > 0) {
    const arrived = unseen.filter((message) => message.authorKind !== viewer);
    const said = arrived.length > 0 ? newMessagesAnnouncement(arrived) : (seen?.said ?? '');
    // Adjusting state while rendering, as React advises for values derived from props.
    setSeen({ ids: new Set(messages.map((message) => message.id)), said });
    return said;
  }
  return seen.said;
}
