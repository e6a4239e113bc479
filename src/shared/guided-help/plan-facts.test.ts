import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agencies } from '../agencies';
import { addDays } from '../rescission/dates';
import { englishText } from '../rescission/english-text';
import { rescissionRules } from '../rescission/rules';
import {
  OTHER_US_STATE,
  OUTSIDE_US,
  RECENT_PURCHASE_DAYS,
  exitCompanyOptions,
  keepUsingOptions,
  loanOptions,
  yesNoOptions,
  type HelpAnswers,
} from './answers';
import { laws, stateConsumerLaws } from './laws';
import { buildPlan, type ActionPlan } from './plan';

/** The only source of legal facts; CI checks the repository out with ../shared beside it. */
const legalFacts = readFileSync(join(process.cwd(), '../shared/legal-facts.md'), 'utf8');
const TODAY = '2026-11-25';

const values = <T extends { value: string }>(list: readonly T[]): T['value'][] =>
  list.map((o) => o.value);

/** Plans for every state, timing, and every combination of the other answers that shape a plan. */
function everyPlan(): ActionPlan[] {
  const plans: ActionPlan[] = [];
  const beginnings: HelpAnswers[] = [];
  for (const state of [...rescissionRules.map((rule) => rule.id), OTHER_US_STATE, OUTSIDE_US]) {
    beginnings.push({ state, signedWhen: 'earlier' });
    for (const signedOn of ['', addDays(TODAY, -1), addDays(TODAY, -20)]) {
      beginnings.push({
        state,
        signedWhen: 'last-30-days',
        signedOn,
        disclosureOn: '',
        readyOn: '',
        inspection: 'no',
      });
    }
  }
  for (const beginning of beginnings) {
    for (const keepUsing of values(keepUsingOptions))
      for (const exitCompany of values(exitCompanyOptions))
        for (const unwantedCalls of values(yesNoOptions))
          for (const loan of values(loanOptions))
            for (const feeProblem of values(yesNoOptions))
              for (const tried of [
                ['nothing'],
                ['attorney', 'agency-complaint', 'exit-company'],
              ] as const) {
                plans.push(
                  buildPlan(
                    {
                      ...beginning,
                      keepUsing,
                      exitCompany,
                      exitCompanyName: '',
                      unwantedCalls,
                      loan,
                      feeProblem,
                      tried: [...tried],
                    },
                    TODAY,
                  ),
                );
              }
  }
  return plans;
}

/** The texts that do not appear verbatim in the legal facts (a short failure message). */
const notInFacts = (texts: Iterable<string>) =>
  [...texts].filter((text) => !legalFacts.includes(text));

const LONG_DATE =
  /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}\b/g;

describe('what a plan cites', () => {
  const plans = everyPlan();
  const steps = plans.flatMap((plan) => plan.steps);

  it('cites only citations and official addresses that are in the legal facts', () => {
    const cited = new Set(
      steps.flatMap((step) => step.laws.flatMap((law) => [law.citation, law.sourceUrl ?? ''])),
    );
    cited.delete('');
    expect(cited.size).toBeGreaterThan(10);
    expect(notInFacts(cited)).toEqual([]);
  });

  it('names laws by their titles in the legal facts', () => {
    const titles = [...Object.values(laws), ...Object.values(stateConsumerLaws)].map(
      (law) => law.title.message,
    );
    expect(notInFacts(titles)).toEqual([]);
  });

  it('sends people only to agencies in the legal facts, with their addresses and phones as given', () => {
    const named = new Set(steps.flatMap((step) => step.agencies));
    expect(named.size).toBeGreaterThan(5);
    for (const agency of agencies) {
      for (const text of [agency.name, agency.url, ...agency.phones])
        expect(legalFacts, text).toContain(text);
    }
  });

  it('states no number of days or any other number that is not in the legal facts', () => {
    const numbers = new Set<string>();
    for (const plan of plans) {
      for (const text of [
        plan.headline,
        ...plan.steps.flatMap((step) => [step.title, ...step.body]),
      ].map(englishText)) {
        const withoutDates = text
          .replace(LONG_DATE, '')
          .replace(`${RECENT_PURCHASE_DAYS} days`, '');
        for (const match of withoutDates.matchAll(/\b\d+\b/g)) numbers.add(match[0]);
      }
    }
    expect(numbers.size).toBeGreaterThan(3);
    const missing = [...numbers].filter(
      (number) => !new RegExp(`\\b${number}\\b`).test(legalFacts),
    );
    expect(missing).toEqual([]);
  });
});
