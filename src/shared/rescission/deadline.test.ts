import { describe, expect, it } from 'vitest';
import { formatLongDate, weekday } from './dates';
import { FUTURE_SIGNING_MESSAGE, MISSING_INSPECTION_MESSAGE } from './deadline-messages';
import {
  addBusinessDays,
  checkDeadline,
  lastDayToCancel,
  type DeadlineAnswer,
  type DeadlineInput,
  type DeadlineResult,
} from './deadline';
import { englishText } from './english-text';
import { findRule, needsVerification, rescissionRules } from './rules';
import { stateNameOf } from './state-options';
import { daysInWords, ruleInWords, startInWords } from './words';

function answer(result: DeadlineResult): DeadlineAnswer {
  if (result.status === 'unknown' || result.status === 'error') {
    throw new Error(`Expected an answer, got ${JSON.stringify(result)}`);
  }
  return result;
}

const check = (input: Partial<DeadlineInput> & { stateId: string }, today: string) =>
  checkDeadline({ signedOn: '', ...input }, today);

describe('calendar-day states', () => {
  it('Florida, signed on Friday January 9, 2026: the 10th calendar day, Monday January 19', () => {
    expect(weekday('2026-01-09')).toBe(5);
    const result = answer(check({ stateId: 'florida', signedOn: '2026-01-09' }, '2026-01-09'));
    expect(result).toMatchObject({
      status: 'open',
      lastDay: '2026-01-19',
      daysLeft: 10,
      startDate: '2026-01-09',
      startEvent: 'signing',
      days: 10,
      disclosureDateMissing: true,
    });
    expect(formatLongDate(result.lastDay)).toBe('Monday, January 19, 2026');
  });

  it('does not move a calendar-day deadline off a weekend', () => {
    // Nevada, 5 calendar days from Monday January 5, 2026: Saturday January 10.
    const result = answer(check({ stateId: 'nevada', signedOn: '2026-01-05' }, '2026-01-06'));
    expect(result.lastDay).toBe('2026-01-10');
    expect(weekday(result.lastDay)).toBe(6);
  });
});

describe('later-of-two-dates triggers', () => {
  it('counts from the documents when they came after the signing', () => {
    const result = answer(
      check(
        { stateId: 'florida', signedOn: '2026-01-09', disclosureOn: '2026-01-14' },
        '2026-01-15',
      ),
    );
    expect(result).toMatchObject({
      lastDay: '2026-01-24',
      startDate: '2026-01-14',
      startEvent: 'disclosure',
      disclosureDateMissing: false,
    });
  });

  it('counts from the signing when the documents came first', () => {
    const result = answer(
      check(
        { stateId: 'california', signedOn: '2026-03-10', disclosureOn: '2026-03-02' },
        '2026-03-10',
      ),
    );
    expect(result).toMatchObject({
      lastDay: '2026-03-17',
      startDate: '2026-03-10',
      startEvent: 'signing',
    });
  });

  it('Maryland takes the latest of the contract, the documents and the ready date', () => {
    const result = answer(
      check(
        {
          stateId: 'maryland',
          signedOn: '2026-04-01',
          disclosureOn: '2026-04-03',
          readyOn: '2026-04-20',
        },
        '2026-04-21',
      ),
    );
    expect(result).toMatchObject({ startDate: '2026-04-20', startEvent: 'ready' });
    expect(result.lastDay).toBe('2026-04-30');
  });

  it('a disclosure-only trigger needs the date of the documents, which may predate signing', () => {
    expect(check({ stateId: 'alaska', signedOn: '2026-05-04' }, '2026-05-05')).toMatchObject({
      status: 'error',
      field: 'disclosureOn',
    });
    const result = answer(
      check(
        { stateId: 'alaska', signedOn: '2026-05-04', disclosureOn: '2026-05-01' },
        '2026-05-05',
      ),
    );
    expect(result).toMatchObject({ startDate: '2026-05-01', lastDay: '2026-05-16' });
  });

  it('rejects a document date in the future', () => {
    expect(
      check(
        { stateId: 'hawaii', signedOn: '2026-06-01', disclosureOn: '2026-06-09' },
        '2026-06-05',
      ),
    ).toEqual({
      status: 'error',
      field: 'disclosureOn',
      message: expect.objectContaining({
        id: 'The date you received the {papers} cannot be in the future.',
      }),
    });
    const result = check(
      { stateId: 'hawaii', signedOn: '2026-06-01', disclosureOn: '2026-06-09' },
      '2026-06-05',
    );
    expect(result.status === 'error' && englishText(result.message)).toBe(
      'The date you received the disclosure statement cannot be in the future.',
    );
  });
});

describe('business-day states', () => {
  it('counts business days across Thanksgiving and a weekend (made-up 3-business-day rule)', () => {
    // Wednesday November 25, 2026; Thursday 26 is Thanksgiving; 28-29 is a weekend.
    expect(lastDayToCancel({ dayType: 'business' }, '2026-11-25', 3)).toEqual({
      lastDay: '2026-12-01',
      movedFromSunday: false,
    });
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
  });

  it('Wisconsin (5 business days), signed the day before Thanksgiving 2026', () => {
    const result = answer(check({ stateId: 'wisconsin', signedOn: '2026-11-25' }, '2026-11-25'));
    // Nov 27, Nov 30, Dec 1, Dec 2, Dec 3.
    expect(result.lastDay).toBe('2026-12-03');
    expect(result.daysLeft).toBe(8);
  });

  it('Utah (5 business days) skips Independence Day observed on Friday July 3, 2026', () => {
    const result = answer(check({ stateId: 'utah', signedOn: '2026-07-01' }, '2026-07-01'));
    // Jul 2, (Jul 3 holiday, 4-5 weekend), Jul 6, 7, 8, 9.
    expect(result.lastDay).toBe('2026-07-09');
  });
});

describe('status against today', () => {
  const signedOn = '2026-01-09';
  it('is open before the last day', () => {
    expect(answer(check({ stateId: 'florida', signedOn }, '2026-01-18'))).toMatchObject({
      status: 'open',
      daysLeft: 1,
    });
  });

  it('is the last day on the last day', () => {
    expect(answer(check({ stateId: 'florida', signedOn }, '2026-01-19'))).toMatchObject({
      status: 'last-day',
      daysLeft: 0,
    });
  });

  it('has passed after the last day', () => {
    expect(answer(check({ stateId: 'florida', signedOn }, '2026-01-20'))).toMatchObject({
      status: 'passed',
      daysLeft: 0,
      lastDay: '2026-01-19',
    });
  });
});

describe('special rules', () => {
  it('South Carolina: a Sunday 5th day moves to the Monday', () => {
    // Tuesday January 6, 2026 + 5 days = Sunday January 11.
    const result = answer(
      check({ stateId: 'south-carolina', signedOn: '2026-01-06' }, '2026-01-06'),
    );
    expect(result).toMatchObject({ lastDay: '2026-01-12', movedFromSunday: true });
  });

  it('Tennessee: 15 days without an in-person inspection, 10 otherwise or when unsure', () => {
    const base = { stateId: 'tennessee', signedOn: '2026-02-02' };
    expect(check(base, '2026-02-02')).toEqual({
      status: 'error',
      field: 'inspection',
      message: expect.objectContaining({ id: MISSING_INSPECTION_MESSAGE }),
    });
    expect(answer(check({ ...base, inspection: 'no' }, '2026-02-02')).lastDay).toBe('2026-02-17');
    expect(answer(check({ ...base, inspection: 'yes' }, '2026-02-02')).lastDay).toBe('2026-02-12');
    expect(answer(check({ ...base, inspection: 'not-sure' }, '2026-02-02')).days).toBe(10);
  });
});

describe('errors and unknown states', () => {
  it('refuses a signing date in the future', () => {
    expect(check({ stateId: 'florida', signedOn: '2026-01-10' }, '2026-01-09')).toEqual({
      status: 'error',
      field: 'signedOn',
      message: expect.objectContaining({ id: FUTURE_SIGNING_MESSAGE }),
    });
    expect(FUTURE_SIGNING_MESSAGE).toBe('The date you signed cannot be in the future.');
  });

  it('refuses a missing or impossible signing date', () => {
    for (const signedOn of ['', '2026-02-30', '01/09/2026']) {
      expect(check({ stateId: 'florida', signedOn }, '2026-03-01')).toMatchObject({
        status: 'error',
        field: 'signedOn',
      });
    }
  });

  it('says a state is not in our data', () => {
    expect(check({ stateId: 'alabama', signedOn: '2026-01-09' }, '2026-01-10')).toEqual({
      status: 'unknown',
      stateId: 'alabama',
      message: expect.objectContaining({ message: 'This state is not in our data.' }),
    });
  });
});

describe('the rules data', () => {
  it('holds exactly the high and medium states of the reference facts, in alphabetical order', () => {
    const states = rescissionRules.map((rule) => rule.state);
    expect(states).toEqual([
      'Alaska',
      'Arizona',
      'Arkansas',
      'California',
      'Colorado',
      'Delaware',
      'Florida',
      'Georgia',
      'Hawaii',
      'Maryland',
      'Michigan',
      'Missouri',
      'Nevada',
      'New Jersey',
      'North Carolina',
      'South Carolina',
      'Tennessee',
      'Texas',
      'Utah',
      'Virginia',
      'Wisconsin',
    ]);
    // Unconfirmed leads are never published.
    for (const id of ['alabama', 'connecticut', 'washington', 'vermont']) {
      expect(findRule(id)).toBeUndefined();
    }
  });

  it('flags every medium row for verification and keeps each rule complete', () => {
    const ids = new Set<string>();
    for (const rule of rescissionRules) {
      expect(ids.has(rule.id)).toBe(false);
      ids.add(rule.id);
      expect(rule.days).toBeGreaterThan(0);
      expect(rule.citation).not.toBe('');
      expect(rule.triggerText.message).not.toBe('');
      expect(stateNameOf(rule).message).toBe(rule.state);
      if (rule.confidence === 'medium') expect(rule.verifyNote).toBeTruthy();
      if (rule.sourceUrl !== null) expect(rule.sourceUrl).toMatch(/^https:\/\//);
    }
    expect(needsVerification(findRule('florida')!)).toBe(false);
    expect(needsVerification(findRule('delaware')!)).toBe(true);
    // Nevada's days are high, but its section number is medium.
    expect(needsVerification(findRule('nevada')!)).toBe(true);
  });

  it('matches the reference facts for the four states with statute rows', () => {
    expect(findRule('florida')).toMatchObject({
      days: 10,
      dayType: 'calendar',
      trigger: 'later-of-signing-and-disclosure',
      citation: 'Fla. Stat. § 721.10',
      sourceUrl: 'https://www.flsenate.gov/Laws/Statutes/2024/721.10',
      confidence: 'high',
    });
    expect(findRule('california')).toMatchObject({ days: 7, dayType: 'calendar' });
    expect(findRule('nevada')).toMatchObject({ days: 5, dayType: 'calendar', trigger: 'signing' });
    expect(findRule('hawaii')).toMatchObject({ days: 7, dayType: 'calendar' });
  });
});

describe('the answer in words', () => {
  it('writes the rule and the start of the count out in English', () => {
    const result = answer(check({ stateId: 'utah', signedOn: '2026-01-09' }, '2026-01-10'));
    expect(englishText(ruleInWords(result))).toBe(
      'Utah law gives you 5 business days to cancel, counted from the day you signed.',
    );
    expect(englishText(startInWords(result))).toBe(
      'We counted from Friday, January 9, 2026, the day you signed.',
    );
    expect(englishText(daysInWords(1, 'calendar'))).toBe('1 calendar day');
  });

  it('writes a day out in the reader’s language', () => {
    expect(formatLongDate('2026-01-19', 'es-US')).toBe('lunes, 19 de enero de 2026');
  });
});
