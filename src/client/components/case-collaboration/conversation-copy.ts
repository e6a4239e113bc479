import type { MessageDescriptor } from '@lingui/core';
import type { MessageAuthorKind } from '@shared/contracts/case-collaboration';
import { text } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';

/** What the conversation says, worded for whoever reads it (translated where shown). */
export interface ConversationCopy {
  /** Said after an author's name: who they are to the reader. */
  authorKinds: Record<MessageAuthorKind, MessageDescriptor>;
  /** Under the message box. It always says that message text never goes in e-mails. */
  hint: MessageDescriptor;
  /** When nobody has written yet. */
  empty: MessageDescriptor;
}

const noMessages = text(
  'There are no messages yet. Write below if you have a question or something to tell us.',
);

/** The English of the client's empty conversation (the tests read it). */
export const NO_MESSAGES_MESSAGE = noMessages.message;

const forTheFirmAndStaff = {
  hint: text(
    'The client, their attorney and our team read it here. Message text never goes in e-mails: the e-mail only says there is a new message on the case.',
  ),
  empty: text(
    'There are no messages on this case yet. Write below to ask the client something or to answer them.',
  ),
};

const ourTeam = text('Our team');
const client = text('Client');

export const conversationCopy: Record<MessageAuthorKind, ConversationCopy> = {
  client: {
    authorKinds: { client: text('You'), partner: text('Your attorney'), staff: ourTeam },
    hint: text(
      'Your attorney and our team will read it here. For your safety we never put message text in e-mails.',
    ),
    empty: noMessages,
  },
  partner: {
    authorKinds: { client, partner: text('Your firm'), staff: ourTeam },
    ...forTheFirmAndStaff,
  },
  staff: {
    authorKinds: { client, partner: text('Attorney'), staff: ourTeam },
    ...forTheFirmAndStaff,
  },
};

/** The name of a Messages tab, with the reader's unread count when there is one: "Messages (2)". */
export function messagesTabLabel(unread: number): string {
  return unread > 0
    ? activeText(text('Messages ({unread})', { unread }))
    : activeText(text('Messages'));
}
