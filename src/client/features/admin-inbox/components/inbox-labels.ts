import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InboxKind } from '@shared/contracts/admin-inbox';
import type { CallbackStatus } from '@shared/contracts/callback-requests';
import type { SubmissionStatus } from '@shared/domain-values';
import { submissionStatusOptions } from '@shared/options';

/** The statuses' labels on screen (the stored values are `submissionStatusOptions`'). */
export const submissionStatusLabels: Record<SubmissionStatus, MessageDescriptor> = {
  new: msg`New`,
  in_progress: msg`In progress`,
  handled: msg`Handled`,
};

/** The status options of a select, in `submissionStatusOptions`' order, labelled in the page's language. */
export const submissionStatusSelectOptions = (translate: (label: MessageDescriptor) => string) =>
  submissionStatusOptions.map(({ value }) => ({
    value,
    label: translate(submissionStatusLabels[value]),
  }));

/** The callback requests' statuses on screen. */
export const callbackStatusLabels: Record<CallbackStatus, MessageDescriptor> = {
  new: msg`New`,
  scheduled: msg`Scheduled`,
  done: msg`Done`,
  closed: msg`Closed`,
};

/** How each kind of inbox item's list is named on screen (its tab). */
export const inboxKindTabs: Record<InboxKind, MessageDescriptor> = {
  intake: msg`Intake requests`,
  contact: msg`Contact messages`,
};
