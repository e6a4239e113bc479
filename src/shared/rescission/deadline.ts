/**
 * The last day to cancel a new timeshare purchase under a state's rule (see rules.ts).
 * Pure and isomorphic: `today` is passed in, so the answer never depends on the clock.
 *
 * Counting: day 0 is the day the clock starts. Calendar days (and days whose kind the law does
 * not state) add N days; business days skip Saturdays, Sundays and observed US federal
 * holidays. A last day that falls on a weekend is not moved, except where the rule says so
 * (South Carolina's Sunday).
 */
import type { TextDescriptor } from '../i18n/text';
import { addDays, daysBetween, isIsoDate, isWeekend, weekday } from './dates';
import { findRule, usesDisclosureDate, usesReadyDate, type RescissionRule } from './rules';
import { federalHolidayOn } from './us-federal-holidays';
import {
  futureDisclosureMessage,
  futureReady,
  futureSigning,
  invalidReady,
  missingDisclosureMessage,
  missingInspection,
  missingSigning,
  notInData,
} from './deadline-messages';

export type InspectionAnswer = 'yes' | 'no' | 'not-sure';

export interface DeadlineInput {
  /** A rule id from rules.ts, such as 'florida'. */
  stateId: string;
  /** The date the buyer signed, YYYY-MM-DD. */
  signedOn: string;
  /** The date the buyer received the disclosure papers, YYYY-MM-DD, or '' when not given. */
  disclosureOn?: string;
  /** Maryland: the date the timeshare was ready to use, or '' when not given. */
  readyOn?: string;
  /** Tennessee: whether the buyer inspected the timeshare in person before signing. */
  inspection?: InspectionAnswer | '';
}

export type DeadlineField = 'signedOn' | 'disclosureOn' | 'readyOn' | 'inspection';

/** The event the count started from. */
export type StartEvent = 'signing' | 'disclosure' | 'ready';

export interface DeadlineAnswer {
  status: 'open' | 'last-day' | 'passed';
  /** The last day to cancel, YYYY-MM-DD. */
  lastDay: string;
  /** Calendar days from today to the last day; 0 on the last day and after it. */
  daysLeft: number;
  rule: RescissionRule;
  /** The day the clock started, and which event that was. */
  startDate: string;
  startEvent: StartEvent;
  /** The number of days counted (Tennessee: 10 or 15). */
  days: number;
  /** The last day was a Sunday and moved to the Monday (South Carolina). */
  movedFromSunday: boolean;
  /** A later-of rule where no document date was given, so the signing date was used. */
  disclosureDateMissing: boolean;
}

export interface DeadlineUnknown {
  status: 'unknown';
  stateId: string;
  message: TextDescriptor;
}

export interface DeadlineError {
  status: 'error';
  field: DeadlineField;
  message: TextDescriptor;
}

export type DeadlineResult = DeadlineAnswer | DeadlineUnknown | DeadlineError;

export function isBusinessDay(iso: string): boolean {
  return !isWeekend(iso) && federalHolidayOn(iso) === undefined;
}

/** The day `count` business days after `start` (the start day itself is never counted). */
export function addBusinessDays(start: string, count: number): string {
  let day = start;
  let counted = 0;
  while (counted < count) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}

/** The part of a rule that decides how the days are counted. */
export type CountingRule = Pick<RescissionRule, 'dayType' | 'sundayMovesToMonday'>;

/** The last day to cancel when the clock started on `start` and `days` are counted. */
export function lastDayToCancel(
  rule: CountingRule,
  start: string,
  days: number,
): { lastDay: string; movedFromSunday: boolean } {
  const counted = rule.dayType === 'business' ? addBusinessDays(start, days) : addDays(start, days);
  if (rule.sundayMovesToMonday && weekday(counted) === 0) {
    return { lastDay: addDays(counted, 1), movedFromSunday: true };
  }
  return { lastDay: counted, movedFromSunday: false };
}

/** The number of days the rule gives this buyer ("not sure" gets the shorter, safer period). */
export function daysFor(rule: RescissionRule, inspection: DeadlineInput['inspection']): number {
  return rule.daysWithoutInspection !== undefined && inspection === 'no'
    ? rule.daysWithoutInspection
    : rule.days;
}

type Start = { date: string; event: StartEvent; disclosureDateMissing: boolean } | DeadlineError;

function startOfClock(rule: RescissionRule, input: DeadlineInput, today: string): Start {
  const disclosureOn = input.disclosureOn?.trim() ?? '';
  const readyOn = input.readyOn?.trim() ?? '';
  const error = (field: DeadlineField, message: TextDescriptor): DeadlineError => ({
    status: 'error',
    field,
    message,
  });

  if (usesDisclosureDate(rule) && disclosureOn !== '') {
    if (!isIsoDate(disclosureOn)) return error('disclosureOn', missingDisclosureMessage(rule));
    if (disclosureOn > today) return error('disclosureOn', futureDisclosureMessage(rule));
  }
  if (usesReadyDate(rule) && readyOn !== '') {
    if (!isIsoDate(readyOn)) return error('readyOn', invalidReady);
    if (readyOn > today) return error('readyOn', futureReady);
  }

  const signing = { date: input.signedOn, event: 'signing' as const };
  switch (rule.trigger) {
    case 'signing':
    case 'sale':
    case 'agreement-date':
      return { ...signing, disclosureDateMissing: false };
    case 'disclosure-receipt':
      if (disclosureOn === '') return error('disclosureOn', missingDisclosureMessage(rule));
      return { date: disclosureOn, event: 'disclosure', disclosureDateMissing: false };
    case 'later-of-signing-and-disclosure':
    case 'latest-of-contract-disclosure-and-occupancy': {
      let start: { date: string; event: StartEvent } = signing;
      if (disclosureOn !== '' && disclosureOn > start.date) {
        start = { date: disclosureOn, event: 'disclosure' };
      }
      if (usesReadyDate(rule) && readyOn !== '' && readyOn > start.date) {
        start = { date: readyOn, event: 'ready' };
      }
      return { ...start, disclosureDateMissing: disclosureOn === '' };
    }
  }
}

/**
 * The last day to cancel for a state, from the dates the buyer gives, as seen on `today`
 * (YYYY-MM-DD). An unknown state gives { status: 'unknown' }; a missing or impossible date
 * gives { status: 'error' } naming the field.
 */
export function checkDeadline(input: DeadlineInput, today: string): DeadlineResult {
  const rule = findRule(input.stateId);
  if (!rule) return { status: 'unknown', stateId: input.stateId, message: notInData };

  const signedOn = input.signedOn.trim();
  if (!isIsoDate(signedOn)) {
    return { status: 'error', field: 'signedOn', message: missingSigning };
  }
  if (signedOn > today) {
    return { status: 'error', field: 'signedOn', message: futureSigning };
  }
  if (rule.daysWithoutInspection !== undefined && !input.inspection) {
    return { status: 'error', field: 'inspection', message: missingInspection };
  }

  const start = startOfClock(rule, { ...input, signedOn }, today);
  if ('status' in start) return start;

  const days = daysFor(rule, input.inspection);
  const { lastDay, movedFromSunday } = lastDayToCancel(rule, start.date, days);
  const remaining = daysBetween(today, lastDay);
  return {
    status: remaining > 0 ? 'open' : remaining === 0 ? 'last-day' : 'passed',
    lastDay,
    daysLeft: Math.max(0, remaining),
    rule,
    startDate: start.date,
    startEvent: start.event,
    days,
    movedFromSunday,
    disclosureDateMissing: start.disclosureDateMissing,
  };
}
