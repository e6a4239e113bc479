import type { CallbackRequest } from '@shared/contracts/callback-requests';
import { LOCALE_NAMES, type Locale } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';
import type { MailMessage } from '../../platform/mail';
import { letterLanguage, type LetterLanguage } from '../../platform/mail-letter';
import { summaryMail, type SummaryLine } from '../../platform/mail-summary';

type WrittenRequest = CallbackRequest & { locale: Locale };

/** What the person sent, labelled in the reader's language. */
function lines(reference: string, request: WrittenRequest, language: LetterLanguage) {
  const { say } = language;
  return [
    [say(text('Reference')), reference],
    [say(text('Name')), request.name],
    [say(text('Phone')), request.phone],
    [say(text('Email')), request.email],
    [say(text('Preferred times')), `${request.preferredTimes} (${request.timeZone})`],
    [say(text('About the situation')), request.message],
  ] satisfies SummaryLine[];
}

/**
 * The support team's copy, in English (the team's working language) with the language the
 * person wrote in; replies go to the person when they gave an address.
 */
export function callbackNotification(
  reference: string,
  request: WrittenRequest,
  to: string,
): MailMessage {
  const english = letterLanguage('en');
  return {
    to,
    ...(request.email ? { replyTo: request.email } : {}),
    subject: `Callback request ${reference} from ${request.name}`,
    ...summaryMail(
      'A new callback request arrived through the website. It is in the admin inbox.',
      [...lines(reference, request, english), ['Written in', LOCALE_NAMES[request.locale]]],
    ),
  };
}

/** The person's confirmation, in their language, with the reference to quote. */
export function callbackConfirmation(
  reference: string,
  request: WrittenRequest & { email: string },
  siteName: string,
): MailMessage {
  const language = letterLanguage(request.locale);
  const { say } = language;
  return {
    to: request.email,
    subject: say(text('We received your callback request ({reference})', { reference })),
    ...summaryMail(
      say(
        text(
          'Thank you for asking {siteName} to contact you. Your reference is {reference}. We will call or write at one of the times you gave; if none of them works for us, we will write to agree another time. This is what you sent us:',
          { siteName, reference },
        ),
      ),
      lines(reference, request, language),
    ),
  };
}
