import type { CallbackRequest } from '@shared/contracts/callback-requests';
import type { MailMessage } from '../../platform/mail';
import { summaryMail, type SummaryLine } from '../../platform/mail-summary';

function lines(reference: string, request: CallbackRequest): SummaryLine[] {
  return [
    ['Reference', reference],
    ['Name', request.name],
    ['Phone', request.phone],
    ['Email', request.email],
    ['Preferred times', `${request.preferredTimes} (${request.timeZone})`],
    ['About the situation', request.message],
  ];
}

/** The support team's copy; replies go to the person when they gave an address. */
export function callbackNotification(
  reference: string,
  request: CallbackRequest,
  to: string,
): MailMessage {
  return {
    to,
    ...(request.email ? { replyTo: request.email } : {}),
    subject: `Callback request ${reference} from ${request.name}`,
    ...summaryMail(
      'A new callback request arrived through the website. It is in the admin inbox.',
      lines(reference, request),
    ),
  };
}

/** The person's confirmation, with the reference to quote. */
export function callbackConfirmation(
  reference: string,
  request: CallbackRequest & { email: string },
  siteName: string,
): MailMessage {
  return {
    to: request.email,
    subject: `We received your callback request (${reference})`,
    ...summaryMail(
      `Thank you for asking ${siteName} to contact you. Your reference is ${reference}. We will call or write at one of the times you gave; if none of them works for us, we will write to agree another time. This is what you sent us:`,
      lines(reference, request),
    ),
  };
}
