import { describe, expect, it } from 'vitest';
import { addDays } from '../rescission/dates';
import { checkDeadline } from '../rescission/deadline';
import { englishText } from '../rescission/english-text';
import {
  asksAboutInspection,
  rescissionRules,
  usesDisclosureDate,
  usesReadyDate,
} from '../rescission/rules';
import {
  COMPANY_NAME_MAX,
  OTHER_US_STATE,
  OUTSIDE_US,
  type HelpAnswers,
  type QuestionId,
} from './answers';
import { parseAnswers } from './parse-answers';
import { buildPlan } from './plan';
import { questions, type Question } from './questions';
import { deadlineInputFrom } from './rescission-situation';
import {
  isComplete,
  keepApplicableAnswers,
  nextQuestion,
  previousQuestion,
  questionPath,
} from './walk';

const TODAY = '2026-11-25';
const stateValues = [...rescissionRules.map((rule) => rule.id), OTHER_US_STATE, OUTSIDE_US];

/** Questions whose answer some condition reads: only they can change the route. */
const routing = new Set(
  questions.flatMap((question) =>
    (question.askWhen ?? []).flatMap((condition) =>
      'answer' in condition ? [condition.answer] : [],
    ),
  ),
);
routing.add('state'); // state rules read the state

/** Every answer worth trying for a question. */
function answersFor(question: Question): HelpAnswers[QuestionId][] {
  switch (question.kind) {
    case 'state':
      return stateValues;
    case 'choice':
      return question.options.map((option) => option.value);
    case 'multi':
      return [
        [question.noneValue],
        question.options.filter((o) => o.value !== question.noneValue).map((o) => o.value),
      ] as HelpAnswers['tried'][];
    case 'date':
      return ['', addDays(TODAY, -2), addDays(TODAY, -40)];
    case 'text':
      return ['', 'Sunset Exit Partners'];
  }
}

/** Walks the interview, trying every answer of each routing question and the first of others. */
function routes(answers: HelpAnswers = {}, depth = 0): HelpAnswers[] {
  expect(depth).toBeLessThanOrEqual(questions.length);
  const question = nextQuestion(answers);
  if (!question) return [answers];
  const tried = routing.has(question.id) ? answersFor(question) : answersFor(question).slice(0, 1);
  return tried.flatMap((value) => routes({ ...answers, [question.id]: value }, depth + 1));
}

describe('the question graph', () => {
  const allRoutes = routes();

  it('has routes through every state, and every route ends in a plan', () => {
    expect(allRoutes.length).toBeGreaterThan(stateValues.length * 3);
    for (const answers of allRoutes) {
      expect(isComplete(answers)).toBe(true);
      const plan = buildPlan(answers, TODAY);
      expect(plan.steps.length).toBeGreaterThanOrEqual(3);
      expect(plan.steps.at(-1)!.id).toBe('ask-attorney');
      expect(new Set(plan.steps.map((step) => step.id)).size).toBe(plan.steps.length);
    }
  });

  it('asks each question at most once on a route, in the order written down', () => {
    for (const answers of allRoutes) {
      const ids = questionPath(answers).map((question) => question.id);
      const order = questions.map((question) => question.id).filter((id) => ids.includes(id));
      expect(ids).toEqual(order);
    }
  });

  it('asks for the date only when the cancellation period may still be open', () => {
    const earlier = allRoutes.filter((answers) => answers.signedWhen === 'earlier');
    expect(earlier.length).toBeGreaterThan(0);
    for (const answers of earlier) expect(answers.signedOn).toBeUndefined();
    for (const answers of allRoutes.filter(
      (a) => a.state === OUTSIDE_US || a.state === OTHER_US_STATE,
    )) {
      expect(answers.signedOn).toBeUndefined();
    }
  });

  it('asks for the company name only of people an exit company approached', () => {
    for (const answers of allRoutes) {
      expect(answers.exitCompanyName !== undefined).toBe(answers.exitCompany !== 'no');
    }
  });

  it('goes back along the same route', () => {
    const answers = allRoutes.find(
      (a) => a.state === 'maryland' && a.signedOn && a.readyOn !== undefined,
    )!;
    const path = questionPath(answers);
    for (let index = path.length - 1; index > 0; index -= 1) {
      expect(previousQuestion(path[index]!.id, answers)?.id).toBe(path[index - 1]!.id);
    }
    expect(previousQuestion('state', answers)).toBeNull();
  });

  it('drops answers that a changed earlier answer makes irrelevant', () => {
    const maryland = allRoutes.find((a) => a.state === 'maryland' && a.readyOn !== undefined)!;
    const changed = keepApplicableAnswers({ ...maryland, state: 'florida' });
    expect(changed.readyOn).toBeUndefined();
    expect(changed.disclosureOn).toBe(maryland.disclosureOn);
    const longAgo = keepApplicableAnswers({ ...maryland, signedWhen: 'earlier' });
    expect(longAgo.signedOn).toBeUndefined();
    expect(longAgo.disclosureOn).toBeUndefined();
    expect(nextQuestion(longAgo)).toBeNull();
  });
});

/** Answers the interview's questions, one at a time, as a recent buyer in `stateId`. */
function interviewRecentBuyer(stateId: string, today: string, signedDaysAgo: number) {
  const asked: QuestionId[] = [];
  let answers: HelpAnswers = {};
  const reply: Record<QuestionId, HelpAnswers[QuestionId]> = {
    state: stateId,
    signedWhen: 'last-30-days',
    signedOn: addDays(today, -signedDaysAgo),
    disclosureOn: addDays(today, -Math.max(signedDaysAgo - 1, 0)),
    readyOn: '',
    inspection: 'no',
    keepUsing: 'leave',
    exitCompany: 'no',
    exitCompanyName: '',
    unwantedCalls: 'no',
    loan: 'no',
    feeProblem: 'no',
    tried: ['nothing'],
  };
  for (let question = nextQuestion(answers); question; question = nextQuestion(answers)) {
    asked.push(question.id);
    answers = { ...answers, [question.id]: reply[question.id] };
  }
  return { answers, asked };
}

describe('the cancellation branch', () => {
  // Around Thanksgiving and Christmas, so business-day states skip holidays and weekends.
  const todays = ['2026-11-25', '2026-12-23', '2027-01-04'];

  it.each(rescissionRules.map((rule) => [rule.id, rule] as const))(
    '%s: the plan gives the same last day as the deadline checker',
    (_id, rule) => {
      for (const today of todays) {
        for (const daysAgo of [0, 3, 6, 12]) {
          const { answers, asked } = interviewRecentBuyer(rule.id, today, daysAgo);
          expect(asked.includes('disclosureOn')).toBe(usesDisclosureDate(rule));
          expect(asked.includes('readyOn')).toBe(usesReadyDate(rule));
          expect(asked.includes('inspection')).toBe(asksAboutInspection(rule));

          const checker = checkDeadline(deadlineInputFrom(answers), today);
          const plan = buildPlan(answers, today);
          if (checker.status === 'passed') {
            expect(plan.urgency).toBe('normal');
            expect(plan.steps[0]!.id).toBe('cancellation-period-over');
            continue;
          }
          expect(checker.status === 'open' || checker.status === 'last-day').toBe(true);
          if (checker.status !== 'open' && checker.status !== 'last-day') continue;
          expect(plan.urgency).toBe('urgent');
          const first = plan.steps[0]!;
          expect(first).toMatchObject({
            id: 'cancel-in-writing',
            dueDate: checker.lastDay,
            letter: 'rescission',
          });
          expect(first.laws[0]!.citation).toBe(rule.citation);
        }
      }
    },
  );

  it('a Florida buyer who signed two days ago must mail the letter by the 10th calendar day', () => {
    const { answers } = interviewRecentBuyer('florida', '2026-11-25', 2);
    const plan = buildPlan({ ...answers, disclosureOn: '' }, '2026-11-25');
    expect(englishText(plan.steps[0]!.title)).toBe(
      'Mail your cancellation letter by Thursday, December 3, 2026',
    );
    expect(englishText(plan.headline)).toContain('Thursday, December 3, 2026');
  });

  it('a recent buyer who does not know the date is told to check it today', () => {
    const plan = buildPlan(
      { ...interviewRecentBuyer('nevada', TODAY, 1).answers, signedOn: '' },
      TODAY,
    );
    expect(plan.urgency).toBe('check-now');
    expect(plan.steps[0]!.id).toBe('find-your-date');
  });
});

describe('answers read back from storage', () => {
  it('keeps valid answers and drops unknown questions, values and answers that no longer apply', () => {
    expect(
      parseAnswers({
        state: 'maryland',
        signedWhen: 'earlier',
        signedOn: '2026-11-01',
        loan: 'maybe',
        tried: ['attorney', 'hacking', 'attorney'],
        exitCompanyName: 'x'.repeat(500),
        exitCompany: 'asked',
        admin: true,
      }),
    ).toEqual({
      state: 'maryland',
      signedWhen: 'earlier',
      exitCompany: 'asked',
      exitCompanyName: 'x'.repeat(COMPANY_NAME_MAX),
      tried: ['attorney'],
    });
    expect(parseAnswers({ state: 'atlantis' })).toEqual({});
    expect(parseAnswers('[]')).toEqual({});
    expect(parseAnswers(null)).toEqual({});
  });
});
