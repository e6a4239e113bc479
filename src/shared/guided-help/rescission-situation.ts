/**
 * Whether the person may still cancel their purchase, worked out from their answers with the
 * same rules and counting as the deadline checker (checkDeadline), never restated here.
 */
import { checkDeadline, type DeadlineAnswer, type DeadlineInput } from '../rescission/deadline';
import { findRule, rescissionRules, type RescissionRule } from '../rescission/rules';
import { OUTSIDE_US, type HelpAnswers } from './answers';

export type RescissionSituation =
  /** The period is open (or today is its last day): the answer of the deadline checker. */
  | { kind: 'open'; deadline: DeadlineAnswer }
  | { kind: 'passed'; deadline: DeadlineAnswer }
  /** Signed recently or not sure when, in a state in our data, without a date. */
  | { kind: 'date-unknown'; rule: RescissionRule }
  /** Signed more than 30 days ago in a state in our data. */
  | { kind: 'long-ago'; rule: RescissionRule }
  /** A US state that is not in our data, signed recently or not sure when. */
  | { kind: 'state-not-in-data'; recent: boolean }
  | { kind: 'outside-us' };

/** The input the deadline checker takes, from the interview's answers. */
export function deadlineInputFrom(answers: HelpAnswers): DeadlineInput {
  return {
    stateId: answers.state ?? '',
    signedOn: answers.signedOn ?? '',
    disclosureOn: answers.disclosureOn ?? '',
    readyOn: answers.readyOn ?? '',
    inspection: answers.inspection ?? '',
  };
}

export function rescissionSituation(answers: HelpAnswers, today: string): RescissionSituation {
  if (answers.state === OUTSIDE_US) return { kind: 'outside-us' };
  const rule = findRule(answers.state ?? '');
  const recent = answers.signedWhen !== 'earlier';
  if (!rule) return { kind: 'state-not-in-data', recent };
  if (!recent) return { kind: 'long-ago', rule };
  if (!answers.signedOn) return { kind: 'date-unknown', rule };

  const result = checkDeadline(deadlineInputFrom(answers), today);
  // The interview only accepts real, past dates, so an error here means the answers were
  // changed outside it: treat the date as unknown rather than guess.
  if (result.status === 'error' || result.status === 'unknown')
    return { kind: 'date-unknown', rule };
  return result.status === 'passed'
    ? { kind: 'passed', deadline: result }
    : { kind: 'open', deadline: result };
}

/** The shortest and longest periods in our data, for people whose state is not in it. */
export function periodRangeInData(): { fewest: number; most: number } {
  const days = rescissionRules.flatMap((rule) => [
    rule.days,
    rule.daysWithoutInspection ?? rule.days,
  ]);
  return { fewest: Math.min(...days), most: Math.max(...days) };
}
