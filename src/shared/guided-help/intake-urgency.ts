/**
 * Whether a help request from the intake form suggests the person may still cancel their
 * purchase, worked out with the interview's own rescissionSituation (so the deadline checker's
 * rules and counting), never restated here.
 */
import { daysBetween, laterOf } from '../rescission/dates';
import { RECENT_PURCHASE_DAYS, type HelpAnswers } from './answers';
import { rescissionSituation } from './rescission-situation';

export interface IntakeSigning {
  /** A rescission rule id, OTHER_US_STATE or OUTSIDE_US; absent when not given. */
  signedState?: string;
  /** YYYY-MM-DD; absent when not given. */
  signedOn?: string;
}

export interface IntakeUrgency {
  timeCritical: boolean;
  /**
   * The earliest the cancellation period can end, when the state is in our data: the intake
   * asks only the signing date, so a later document date or "not sure" about an inspection can
   * only make the real last day later, never earlier.
   */
  lastDay: string | null;
}

const NOT_URGENT: IntakeUrgency = { timeCritical: false, lastDay: null };

/**
 * A request is time-critical when the computed period is still open (or ends today), or when
 * the person signed within RECENT_PURCHASE_DAYS somewhere we hold no rule for (nobody could say
 * it has passed). Without a signing date there is nothing to compute.
 */
export function intakeUrgency(signing: IntakeSigning, serverToday: string): IntakeUrgency {
  const { signedState, signedOn } = signing;
  if (!signedOn) return NOT_URGENT;
  // Someone in a time zone ahead of the server's may have signed on the server's tomorrow.
  const today = laterOf(serverToday, signedOn);
  const recent = daysBetween(signedOn, today) <= RECENT_PURCHASE_DAYS;
  if (!signedState) return recent ? { timeCritical: true, lastDay: null } : NOT_URGENT;

  const answers: HelpAnswers = {
    state: signedState,
    signedWhen: recent ? 'last-30-days' : 'earlier',
    signedOn,
    // The clock starts no earlier than the signing, and "not sure" gets the shorter period.
    disclosureOn: signedOn,
    inspection: 'not-sure',
  };
  const situation = rescissionSituation(answers, today);
  switch (situation.kind) {
    case 'open':
      return { timeCritical: true, lastDay: situation.deadline.lastDay };
    case 'state-not-in-data':
    case 'outside-us':
      return recent ? { timeCritical: true, lastDay: null } : NOT_URGENT;
    default:
      return NOT_URGENT;
  }
}
