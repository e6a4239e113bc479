import { describe, expect, it } from 'vitest';
import { letterTemplateProblem, malformedPlaceholder, typedNumberOfDays } from './template-rules';

const otherStates = { purpose: 'rescission', jurisdiction: 'federal', instructions: null };
const lawParagraph =
  'Under {{lawCitation}}, the law of {{stateName}}, within {{cancellationPeriod}}.';

describe('letter template rules', () => {
  it('finds broken placeholders and passes well-formed ones', () => {
    expect(malformedPlaceholder('Dear {{ buyerName }} and {{resort_ID2}},')).toBeNull();
    expect(malformedPlaceholder('Dear {{buyer name}},')).toBe('{{buyer name}}');
    expect(malformedPlaceholder('Dear {{buyerName,')).toBe('{{buyerName,');
    expect(malformedPlaceholder('Dear buyerName}},')).toBe('Dear buyerName}}');
  });

  it('finds a typed number of days', () => {
    expect(typedNumberOfDays('within 10 calendar days')).toBe('10 calendar days');
    expect(typedNumberOfDays('within 1 day')).toBe('1 day');
    expect(typedNumberOfDays('within {{cancellationPeriod}}')).toBeNull();
  });

  it("keeps the other states' letter filled from the rules, and leaves other letters free", () => {
    expect(letterTemplateProblem({ ...otherStates, template: lawParagraph })).toBeNull();
    expect(
      letterTemplateProblem({
        ...otherStates,
        template: lawParagraph.replace('{{stateName}}', 'X'),
      }),
    ).toMatch(/must keep \{\{stateName\}\}/);
    expect(
      letterTemplateProblem({ ...otherStates, template: `${lawParagraph} Within 3 days.` }),
    ).toMatch(/"3 days"/);
    const florida = { ...otherStates, jurisdiction: 'florida' };
    expect(letterTemplateProblem({ ...florida, template: 'Within 10 days.' })).toBeNull();
    expect(letterTemplateProblem({ ...florida, template: ' ' })).toMatch(/needs its letter text/);
    expect(
      letterTemplateProblem({
        purpose: null,
        jurisdiction: 'federal',
        template: null,
        instructions: null,
      }),
    ).toBeNull();
  });
});
