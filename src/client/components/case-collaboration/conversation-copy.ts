import type { MessageAuthorKind } from '@shared/contracts/case-collaboration';

/** What the conversation says, worded for whoever reads it. */
export interface ConversationCopy {
  /** Said after an author's name: who they are to the reader. */
  authorKinds: Record<MessageAuthorKind, string>;
  /** Under the message box. It always says that message text never goes in e-mails. */
  hint: string;
  /** When nobody has written yet. */
  empty: string;
}

export const NO_MESSAGES_MESSAGE =
  'There are no messages yet. Write below if you have a question or something to tell us.';

const forTheFirmAndStaff = {
  hint: 'The client, their attorney and our team read it here. Message text never goes in e-mails: the e-mail only says there is a new message on the case.',
  empty:
    'There are no messages on this case yet. Write below to ask the client something or to answer them.',
};

export const conversationCopy: Record<MessageAuthorKind, ConversationCopy> = {
  client: {
    authorKinds: { client: 'You', partner: 'Your attorney', staff: 'Our team' },
    hint: 'Your attorney and our team will read it here. For your safety we never put message text in e-mails.',
    empty: NO_MESSAGES_MESSAGE,
  },
  partner: {
    authorKinds: { client: 'Client', partner: 'Your firm', staff: 'Our team' },
    ...forTheFirmAndStaff,
  },
  staff: {
    authorKinds: { client: 'Client', partner: 'Attorney', staff: 'Our team' },
    ...forTheFirmAndStaff,
  },
};

/** The name of a Messages tab, with the reader's unread count when there is one: "Messages (2)". */
export function messagesTabLabel(unread: number): string {
  return unread > 0 ? `Messages (${unread})` : 'Messages';
}
