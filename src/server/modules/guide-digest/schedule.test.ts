import { describe, expect, it } from 'vitest';
import { addPeriod, planDigest, type DigestSchedule } from './schedule';

const at = (iso: string) => new Date(iso);

describe('addPeriod', () => {
  it('adds a day, a week, or a calendar month, keeping the time of day', () => {
    expect(addPeriod(at('2026-03-10T09:30:00Z'), 'daily')).toEqual(at('2026-03-11T09:30:00Z'));
    expect(addPeriod(at('2026-03-10T09:30:00Z'), 'weekly')).toEqual(at('2026-03-17T09:30:00Z'));
    expect(addPeriod(at('2026-03-10T09:30:00Z'), 'monthly')).toEqual(at('2026-04-10T09:30:00Z'));
    expect(addPeriod(at('2026-12-15T00:00:00Z'), 'monthly')).toEqual(at('2027-01-15T00:00:00Z'));
  });

  it('makes the 31st a shorter month’s last day', () => {
    expect(addPeriod(at('2026-01-31T08:00:00Z'), 'monthly')).toEqual(at('2026-02-28T08:00:00Z'));
    expect(addPeriod(at('2028-01-31T08:00:00Z'), 'monthly')).toEqual(at('2028-02-29T08:00:00Z'));
    expect(addPeriod(at('2026-03-31T08:00:00Z'), 'monthly')).toEqual(at('2026-04-30T08:00:00Z'));
  });
});

describe('planDigest', () => {
  const weekly: DigestSchedule = {
    frequency: 'weekly',
    coveredUntil: at('2026-03-01T00:00:00Z'),
    nextDigestAt: at('2026-03-08T00:00:00Z'),
  };

  it('keeps the rhythm when the job runs a little late', () => {
    const plan = planDigest(
      weekly,
      { frequency: 'weekly', choseAt: weekly.coveredUntil },
      at('2026-03-08T00:40:00Z'),
    );
    expect(plan.due).toEqual({
      after: weekly.coveredUntil,
      upTo: at('2026-03-08T00:40:00Z'),
      frequency: 'weekly',
    });
    expect(plan.schedule.nextDigestAt).toEqual(at('2026-03-15T00:00:00Z'));
  });

  it('restarts the rhythm from now after a long pause, covering what came out meanwhile', () => {
    const asOf = at('2026-04-20T12:00:00Z');
    const plan = planDigest(weekly, { frequency: 'weekly', choseAt: weekly.coveredUntil }, asOf);
    expect(plan.due?.after).toEqual(weekly.coveredUntil);
    expect(plan.schedule.nextDigestAt).toEqual(at('2026-04-27T12:00:00Z'));
  });

  it('counts a new frequency from the last look, keeping what was covered', () => {
    const plan = planDigest(
      weekly,
      { frequency: 'daily', choseAt: at('2026-03-03T00:00:00Z') },
      at('2026-03-03T01:00:00Z'),
    );
    expect(plan.due).toEqual({
      after: weekly.coveredUntil,
      upTo: at('2026-03-03T01:00:00Z'),
      frequency: 'daily',
    });
  });

  it('never starts before the moment the client chose, nor in the future', () => {
    const asOf = at('2026-03-05T00:00:00Z');
    const fresh = planDigest(
      undefined,
      { frequency: 'monthly', choseAt: at('2026-03-04T00:00:00Z') },
      asOf,
    );
    expect(fresh).toEqual({
      schedule: {
        frequency: 'monthly',
        coveredUntil: at('2026-03-04T00:00:00Z'),
        nextDigestAt: at('2026-04-04T00:00:00Z'),
      },
    });
    const skewed = planDigest(
      undefined,
      { frequency: 'daily', choseAt: at('2026-03-06T00:00:00Z') },
      asOf,
    );
    expect(skewed.schedule.coveredUntil).toEqual(asOf);
  });

  it('sends nothing while the client wants none, and remembers it', () => {
    const plan = planDigest(
      weekly,
      { frequency: 'never', choseAt: weekly.coveredUntil },
      at('2026-05-01T00:00:00Z'),
    );
    expect(plan).toEqual({ schedule: { ...weekly, frequency: 'never' } });
  });
});
