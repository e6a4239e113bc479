import type { InboxKind } from '@shared/contracts/admin-inbox';
import type { SubmissionStatus } from '@shared/domain-values';
import { optionLabel, submissionStatusOptions } from '@shared/options';

export const submissionStatusLabel = (status: SubmissionStatus) =>
  optionLabel(submissionStatusOptions, status);

/** How each kind of inbox item is named on screen. */
export const inboxKindWords: Record<
  InboxKind,
  { tab: string; one: string; many: string; item: string; itemTitle: string; order: string }
> = {
  intake: {
    tab: 'Intake requests',
    one: 'intake request',
    many: 'intake requests',
    item: 'request',
    itemTitle: 'Request',
    order: 'time-critical new requests first, then newest first',
  },
  contact: {
    tab: 'Contact messages',
    one: 'contact message',
    many: 'contact messages',
    item: 'message',
    itemTitle: 'Message',
    order: 'newest first',
  },
};
