import { rescissionRules, type RescissionRule } from '../rescission/rules';
import type { ComputedLetterField } from './fields';

/** 'calendar days', 'business days', or plain 'days' where the facts do not say which. */
function dayWords(rule: RescissionRule): string {
  if (rule.dayType === 'calendar') return 'calendar days';
  if (rule.dayType === 'business') return 'business days';
  return 'days';
}

/**
 * The cancellation period as the letter states it, read only from the rule (never typed by
 * hand): '10 calendar days', or for Tennessee '10 days (15 days if …)'.
 */
export function cancellationPeriodText(rule: RescissionRule): string {
  const period = `${rule.days} ${dayWords(rule)}`;
  if (rule.daysWithoutInspection === undefined) return period;
  return `${period} (${rule.daysWithoutInspection} ${dayWords(rule)} if I did not inspect the timeshare in person before signing)`;
}

/** The values of the law paragraph of the general cancellation letter, from one state's rule. */
export function rescissionLawFields(rule: RescissionRule): Record<ComputedLetterField, string> {
  return {
    stateName: rule.state,
    lawCitation: rule.citation,
    cancellationPeriod: cancellationPeriodText(rule),
  };
}

export function rescissionRuleById(id: string): RescissionRule | undefined {
  return rescissionRules.find((rule) => rule.id === id);
}
