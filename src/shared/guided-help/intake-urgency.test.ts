import { describe, expect, it } from 'vitest';
import { addDays } from '../rescission/dates';
import { checkDeadline } from '../rescission/deadline';
import { rescissionRules } from '../rescission/rules';
import { OTHER_US_STATE, OUTSIDE_US, RECENT_PURCHASE_DAYS } from './answers';
import { intakeUrgency } from './intake-urgency';

const today = '2026-11-25';

describe('intakeUrgency', () => {
  it.each(rescissionRules.map((rule) => [rule.id]))(
    "%s: a purchase signed today is time-critical, with the deadline checker's earliest last day",
    (stateId) => {
      const checker = checkDeadline(
        { stateId, signedOn: today, disclosureOn: today, inspection: 'not-sure' },
        today,
      );
      if (checker.status === 'error' || checker.status === 'unknown') throw new Error(stateId);
      expect(intakeUrgency({ signedState: stateId, signedOn: today }, today)).toEqual({
        timeCritical: true,
        lastDay: checker.lastDay,
      });
    },
  );

  it('is not time-critical once the computed period has passed', () => {
    expect(intakeUrgency({ signedState: 'florida', signedOn: addDays(today, -20) }, today)).toEqual(
      { timeCritical: false, lastDay: null },
    );
  });

  it('needs a signing date', () => {
    expect(intakeUrgency({ signedState: 'florida' }, today).timeCritical).toBe(false);
    expect(intakeUrgency({}, today).timeCritical).toBe(false);
  });

  it.each([[OTHER_US_STATE], [OUTSIDE_US], [undefined]])(
    'flags a recent purchase where we hold no rule (%s), without a day',
    (signedState) => {
      const recent = addDays(today, -RECENT_PURCHASE_DAYS);
      expect(intakeUrgency({ signedState, signedOn: recent }, today)).toEqual({
        timeCritical: true,
        lastDay: null,
      });
      const older = addDays(today, -RECENT_PURCHASE_DAYS - 1);
      expect(intakeUrgency({ signedState, signedOn: older }, today).timeCritical).toBe(false);
    },
  );

  it("counts from the person's day when they are a day ahead of the server", () => {
    const tomorrow = addDays(today, 1);
    const answer = intakeUrgency({ signedState: 'florida', signedOn: tomorrow }, today);
    expect(answer.timeCritical).toBe(true);
    expect(answer.lastDay! > tomorrow).toBe(true);
  });
});
