/** A deadline answer in plain words, shared by the deadline checker and the action plan. */
import { formatLongDate } from './dates';
import type { DeadlineAnswer } from './deadline';
import type { RescissionRule } from './rules';

/** "10 calendar days", "5 business days", "1 day". */
export function daysInWords(days: number, dayType: RescissionRule['dayType']): string {
  const kind = dayType === 'calendar' ? 'calendar ' : dayType === 'business' ? 'business ' : '';
  return `${days} ${kind}${days === 1 ? 'day' : 'days'}`;
}

/** "Florida law gives you 10 calendar days to cancel, counted from ...". */
export function ruleInWords(answer: DeadlineAnswer): string {
  const { rule, days } = answer;
  return `${rule.state} law gives you ${daysInWords(days, rule.dayType)} to cancel, counted from ${rule.triggerText}.`;
}

export function countingInWords(rule: RescissionRule): string {
  switch (rule.dayType) {
    case 'calendar':
      return 'Calendar days means every day counts, including weekends and holidays.';
    case 'business':
      return 'Business days means we skipped Saturdays, Sundays and federal holidays.';
    case 'not-stated':
      return 'The law says "days", and our sources do not say whether weekends and holidays count. We counted every day, which gives the earliest possible date, so you will not be late.';
  }
}

export function startInWords(answer: DeadlineAnswer): string {
  const day = formatLongDate(answer.startDate);
  switch (answer.startEvent) {
    case 'disclosure':
      return `We counted from ${day}, the day you received the ${answer.rule.disclosureName ?? 'documents'}.`;
    case 'ready':
      return `We counted from ${day}, the day the timeshare was ready for you to use.`;
    case 'signing':
      if (answer.rule.trigger === 'sale') {
        return `We counted from ${day}, the day you signed, as the day of the sale. If the sale took place on another day, count from that day instead.`;
      }
      if (answer.rule.trigger === 'agreement-date') {
        return `We counted from ${day}, the day you signed, as the date of the agreement. If your agreement is dated another day, count from that day instead.`;
      }
      return `We counted from ${day}, the day you signed.`;
  }
}
