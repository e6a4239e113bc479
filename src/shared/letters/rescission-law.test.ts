import { describe, expect, it } from 'vitest';
import { rescissionRules } from '../rescission/rules';
import { letterFieldLabel } from './fields';
import { cancellationPeriodText, rescissionLawFields } from './rescission-law';
import { fillSome, fillTemplate } from './template';

describe('the law paragraph of the other states’ cancellation letter', () => {
  it('takes the citation, the state and the period from each rule', () => {
    for (const rule of rescissionRules) {
      const fields = rescissionLawFields(rule);
      expect(fields.lawCitation).toBe(rule.citation);
      expect(fields.stateName).toBe(rule.state);
      expect(fields.cancellationPeriod.startsWith(`${rule.days} `), rule.id).toBe(true);
    }
  });

  it('words the day type as the facts give it', () => {
    const byId = (id: string) => rescissionRules.find((rule) => rule.id === id)!;
    expect(cancellationPeriodText(byId('arizona'))).toBe('10 calendar days');
    expect(cancellationPeriodText(byId('utah'))).toBe('5 business days');
    expect(cancellationPeriodText(byId('alaska'))).toBe('15 days');
    expect(cancellationPeriodText(byId('tennessee'))).toBe(
      '10 days (15 days if I did not inspect the timeshare in person before signing)',
    );
  });
});

describe('filling a letter', () => {
  it('fills only the given placeholders, leaving the rest for the person', () => {
    const template = 'Under {{lawCitation}}, {{buyerName}} cancels.';
    const partly = fillSome(template, { lawCitation: 'Utah Code § 57-19-12' });
    expect(partly).toBe('Under Utah Code § 57-19-12, {{buyerName}} cancels.');
    expect(fillTemplate(partly, {})).toBe('Under Utah Code § 57-19-12, [Buyer name] cancels.');
    expect(fillTemplate(partly, { buyerName: 'Ana' })).toBe(
      'Under Utah Code § 57-19-12, Ana cancels.',
    );
  });

  it('labels known fields in plain words and others from their names', () => {
    expect(letterFieldLabel('buyerName')).toBe('Your full name');
    expect(letterFieldLabel('contractDate')).toBe('Date you signed the contract');
    expect(letterFieldLabel('HOAContactName')).toBe('HOA contact name');
  });
});
