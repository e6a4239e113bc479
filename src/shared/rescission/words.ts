/**
 * A deadline answer in plain words, shared by the deadline checker and the action plan. Each is
 * a descriptor: show it with `showText(i18n, words)` (show-text.ts), which also writes out the
 * words and days in its values.
 */
import { text, type TextDescriptor } from '../i18n/text';
import type { DeadlineAnswer } from './deadline';
import type { RescissionRule } from './rules';
import { longDate } from './show-text';
import { stateNameOf } from './state-options';
import { papersOf } from './deadline-messages';

/** "10 calendar days", "5 business days", "1 day". */
export function daysInWords(days: number, dayType: RescissionRule['dayType']): TextDescriptor {
  switch (dayType) {
    case 'calendar':
      return text('{days, plural, one {# calendar day} other {# calendar days}}', { days });
    case 'business':
      return text('{days, plural, one {# business day} other {# business days}}', { days });
    case 'not-stated':
      return text('{days, plural, one {# day} other {# days}}', { days });
  }
}

/** "Florida law gives you 10 calendar days to cancel, counted from ...". */
export function ruleInWords(answer: DeadlineAnswer): TextDescriptor {
  const { rule, days } = answer;
  return text('{state} law gives you {period} to cancel, counted from {trigger}.', {
    state: stateNameOf(rule),
    period: daysInWords(days, rule.dayType),
    trigger: rule.triggerText,
  });
}

export function countingInWords(rule: RescissionRule): TextDescriptor {
  switch (rule.dayType) {
    case 'calendar':
      return text('Calendar days means every day counts, including weekends and holidays.');
    case 'business':
      return text('Business days means we skipped Saturdays, Sundays and federal holidays.');
    case 'not-stated':
      return text(
        'The law says "days", and our sources do not say whether weekends and holidays count. We counted every day, which gives the earliest possible date, so you will not be late.',
      );
  }
}

export function startInWords(answer: DeadlineAnswer): TextDescriptor {
  const day = longDate(answer.startDate);
  switch (answer.startEvent) {
    case 'disclosure':
      return text('We counted from {day}, the day you received the {papers}.', {
        day,
        papers: papersOf(answer.rule),
      });
    case 'ready':
      return text('We counted from {day}, the day the timeshare was ready for you to use.', {
        day,
      });
    case 'signing':
      if (answer.rule.trigger === 'sale') {
        return text(
          'We counted from {day}, the day you signed, as the day of the sale. If the sale took place on another day, count from that day instead.',
          { day },
        );
      }
      if (answer.rule.trigger === 'agreement-date') {
        return text(
          'We counted from {day}, the day you signed, as the date of the agreement. If your agreement is dated another day, count from that day instead.',
          { day },
        );
      }
      return text('We counted from {day}, the day you signed.', { day });
  }
}
