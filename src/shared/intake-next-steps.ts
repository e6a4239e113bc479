/**
 * What happens after someone sends the intake form, in the same words on the success screen
 * and in the confirmation e-mail.
 */
import type { IntakeReceipt } from './contracts/intake-request';
import { text, type TextDescriptor } from './i18n/text';
import { formatLongDate } from './rescission/dates';
import type { Locale } from './i18n/locales';
import { officeHoursIn, type SiteConfig } from './site-config';

export type IntakeOutcome = Pick<IntakeReceipt, 'reference' | 'timeCritical' | 'lastDay'>;

export interface IntakeNextSteps {
  /** Said first, and only when the period to cancel may still be open. */
  urgent: TextDescriptor[] | null;
  steps: TextDescriptor[];
}

export const START_GUIDE_LABEL = text('Start “What can I do?” now');

/**
 * The words, translated where shown. `formatDay` writes the last day in the reader's language
 * (the English long date by default, for what the server writes in English).
 */
export function intakeNextSteps(
  outcome: IntakeOutcome,
  site: SiteConfig,
  locale: Locale,
  formatDay: (isoDay: string) => string = formatLongDate,
): IntakeNextSteps {
  const urgent = outcome.timeCritical
    ? [
        text(
          'From the date and place you gave, your time to cancel the purchase may still be open. Do not wait for our call: a cancellation letter has to be mailed before the last day.',
        ),
        ...(outcome.lastDay
          ? [
              text(
                "By our count, the last day may be as early as {lastDay}. Your contract and your state's law decide the exact day.",
                { lastDay: formatDay(outcome.lastDay) },
              ),
            ]
          : []),
        text(
          'Our "What can I do?" guide gives you a plan and a ready-to-send cancellation letter in a few minutes. You can also call us at {phone} ({officeHours}).',
          { phone: site.supportPhonePrimary, officeHours: officeHoursIn(site, locale) },
        ),
      ]
    : null;
  return {
    urgent,
    steps: [
      text('Your reference is {reference}. Please quote it whenever you write or call.', {
        reference: outcome.reference,
      }),
      text(
        'Someone from our support team reads your request and contacts you within 24 hours, by e-mail or phone.',
      ),
      text(
        'We are a nonprofit, and our help is free. If anyone calls about your request and asks for money up front, do not pay: check the offer with our scam check first.',
      ),
      ...(outcome.timeCritical
        ? []
        : [
            text(
              'While you wait, our "What can I do?" guide asks a few questions and gives you a plan, with letters you can send yourself.',
            ),
          ]),
    ],
  };
}
