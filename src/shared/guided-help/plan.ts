/**
 * The personal action plan: the interview's answers turned into steps in order, each with its
 * date, the law behind it, who to complain to, what to read and which letter to send. Pure:
 * `today` is passed in. Every law, agency and number comes from laws.ts, agencies.ts and the
 * rescission rules, which are taken from the legal reference facts. Every text is a descriptor,
 * shown with `showText(i18n, …)` (src/shared/rescission/show-text.ts) in the reader's language.
 */
import { agencyById, stateAgencies, type Agency } from '../agencies';
import { guideSlugs } from '../guides';
import type { LetterPurpose } from '../letters/purposes';
import { text, type TextDescriptor } from '../i18n/text';
import type { RescissionRule } from '../rescission/rules';
import { longDate } from '../rescission/show-text';
import { stateNameOf } from '../rescission/state-options';
import { countingInWords, daysInWords, ruleInWords, startInWords } from '../rescission/words';
import { papersOf } from '../rescission/deadline-messages';
import { RECENT_PURCHASE_DAYS, type HelpAnswers } from './answers';
import { laws, stateConsumerLaws, type LawReference } from './laws';
import {
  periodRangeInData,
  rescissionSituation,
  type RescissionSituation,
} from './rescission-situation';

export type GuideSlug = (typeof guideSlugs)[keyof typeof guideSlugs];

/** The letters a plan can offer, ready to fill in. */
export type PlanLetter = LetterPurpose;

export type StepId =
  | 'cancel-in-writing'
  | 'find-your-date'
  | 'check-your-contract'
  | 'cancellation-period-over'
  | 'outside-us'
  | 'exit-company'
  | 'stop-calls'
  | 'loan'
  | 'dispute-fees'
  | 'ways-out'
  | 'complain'
  | 'read-guides'
  | 'ask-attorney';

export interface PlanStep {
  id: StepId;
  title: TextDescriptor;
  /** Paragraphs in plain words. */
  body: TextDescriptor[];
  /** The day to act by, YYYY-MM-DD. */
  dueDate: string | null;
  laws: LawReference[];
  agencies: Agency[];
  guides: GuideSlug[];
  letter: PlanLetter | null;
  /** "Verify with the official source" notes of the rules behind the step. */
  verifyNotes: TextDescriptor[];
  /** A page of ours that helps with the step. */
  link: { href: string; label: TextDescriptor } | null;
}

/** urgent: the cancellation period is open; check-now: it may be, the person must check today. */
export type PlanUrgency = 'urgent' | 'check-now' | 'normal';

export interface ActionPlan {
  madeOn: string;
  urgency: PlanUrgency;
  headline: TextDescriptor;
  situation: RescissionSituation;
  steps: PlanStep[];
}

export const PLAN_DISCLAIMER = text(
  'This plan is general information, not legal advice. We are a nonprofit: we explain your rights and connect you with vetted partner attorneys, but we are not a law firm, and nobody can promise you an outcome. Laws change and your contract may say more, so check the official sources we link to, and ask an attorney about your own situation.',
);

/* eslint-disable lingui/no-unlocalized-strings -- our pages' addresses */
export const DEADLINE_CHECKER_PATH = '/cancellation-deadline';
export const SCAM_CHECK_PATH = '/scam-check';
/* eslint-enable lingui/no-unlocalized-strings */

const SEND_WITH_PROOF = text(
  'Send it by certified mail with a return receipt, to the address your contract gives for notices. Keep a copy of the letter and the mailing receipts.',
);

function step(
  id: StepId,
  title: TextDescriptor,
  body: TextDescriptor[],
  more: Partial<PlanStep> = {},
): PlanStep {
  return {
    id,
    title,
    body,
    dueDate: null,
    laws: [],
    agencies: [],
    guides: [],
    letter: null,
    verifyNotes: [],
    link: null,
    ...more,
  };
}

function ruleLaw(rule: RescissionRule): LawReference {
  return {
    title: text('{state} timeshare cancellation right', { state: stateNameOf(rule) }),
    citation: rule.citation,
    sourceUrl: rule.sourceUrl,
    kind: 'statutes',
    verifyNote: rule.verifyNote,
  };
}

const ruleVerifyNotes = (rule: RescissionRule) => (rule.verifyNote ? [rule.verifyNote] : []);

function rescissionSteps(situation: RescissionSituation): PlanStep[] {
  switch (situation.kind) {
    case 'open': {
      const { deadline } = situation;
      const { rule } = deadline;
      return [
        step(
          'cancel-in-writing',
          text('Mail your cancellation letter by {lastDay}', {
            lastDay: longDate(deadline.lastDay),
          }),
          [
            deadline.status === 'last-day'
              ? text('Today is the last day to cancel by our count. Send your letter today.')
              : text('Do not wait for the last day: send your letter today if you can.'),
            ruleInWords(deadline),
            startInWords(deadline),
            countingInWords(rule),
            ...(deadline.disclosureDateMissing && rule.disclosureName
              ? [
                  text(
                    'If you received the {papers} after you signed, you may have longer. Do not count on it: send your letter now.',
                    { papers: papersOf(rule) },
                  ),
                ]
              : []),
            ...rule.notice,
            SEND_WITH_PROOF,
            ...rule.notes,
          ],
          {
            dueDate: deadline.lastDay,
            laws: [ruleLaw(rule)],
            letter: 'rescission',
            verifyNotes: ruleVerifyNotes(rule),
            guides: [guideSlugs.cancellation],
          },
        ),
      ];
    }
    case 'date-unknown': {
      const { rule } = situation;
      return [
        step(
          'find-your-date',
          text('Find the date you signed, today'),
          [
            text(
              '{state} law gives a new buyer {period} to cancel, counted from {trigger}. If you signed recently, you may still be able to cancel.',
              {
                state: stateNameOf(rule),
                period: daysInWords(rule.days, rule.dayType),
                trigger: rule.triggerText,
              },
            ),
            text(
              'Look for the date near your signature on the contract, then check your last day with our deadline checker, or answer this question again.',
            ),
            ...rule.notice,
          ],
          {
            laws: [ruleLaw(rule)],
            letter: 'rescission',
            verifyNotes: ruleVerifyNotes(rule),
            link: {
              href: DEADLINE_CHECKER_PATH,
              label: text('Check your cancellation deadline'),
            },
          },
        ),
      ];
    }
    case 'state-not-in-data': {
      if (!situation.recent) return [];
      const { fewest, most } = periodRangeInData();
      return [
        step('check-your-contract', text('Look in your contract for your right to cancel, today'), [
          text(
            "We do not have your state's cancellation period in our data. The states we have give a new buyer between {fewest} and {most} days to cancel, so if you signed recently, act today.",
            { fewest, most },
          ),
          text(
            'Your contract or the papers you were given should say how long you have to cancel and where to send the notice. If you cannot find it, ask us (see the last step) or an attorney at once.',
          ),
          SEND_WITH_PROOF,
        ]),
      ];
    }
    case 'passed':
    case 'long-ago': {
      const rule = situation.kind === 'passed' ? situation.deadline.rule : situation.rule;
      const rights = {
        state: stateNameOf(rule),
        period: daysInWords(rule.days, rule.dayType),
        trigger: rule.triggerText,
      };
      return [
        step(
          'cancellation-period-over',
          text('The usual time to cancel a new purchase has passed'),
          [
            situation.kind === 'passed'
              ? text(
                  '{state} law gives a new buyer {period} to cancel, counted from {trigger}. By our count, the last day to cancel was {lastDay}.',
                  { ...rights, lastDay: longDate(situation.deadline.lastDay) },
                )
              : text(
                  '{state} law gives a new buyer {period} to cancel, counted from {trigger}. You signed more than {recentDays} days ago, so this period has most likely passed.',
                  { ...rights, recentDays: RECENT_PURCHASE_DAYS },
                ),
            ...rule.notes,
            text('You may still have other options. The next steps say what you can do now.'),
          ],
          { laws: [ruleLaw(rule)], verifyNotes: ruleVerifyNotes(rule) },
        ),
      ];
    }
    case 'outside-us':
      return [
        step('outside-us', text('Ask which law applies to your contract'), [
          text(
            'Our information covers laws in the United States. For a contract signed outside the United States, other law may apply, and your contract may name it.',
          ),
          text(
            'Ask us for a partner attorney (see the last step) before you pay anyone to help you.',
          ),
        ]),
      ];
  }
}

function stateOf(answers: HelpAnswers): string {
  return answers.state ?? '';
}

function exitCompanySteps(answers: HelpAnswers): PlanStep[] {
  const paid = answers.exitCompany === 'paid' || answers.tried?.includes('exit-company');
  if (!paid && answers.exitCompany !== 'asked') return [];
  const company = answers.exitCompanyName?.trim();
  const stateLaws = stateOf(answers) === 'florida' ? [laws.floridaResaleAccountability] : [];
  const title = company
    ? paid
      ? text('Report {company} and do not pay it anything more', { company })
      : text('Do not pay {company} up front', { company })
    : paid
      ? text('Report the company and do not pay it anything more')
      : text('Do not pay the company up front');
  return [
    step(
      'exit-company',
      title,
      [
        text(
          'Companies that promise to get you out of a timeshare, or to sell it, for a fee paid up front are a common trap. Do not pay, and do not sign anything they send, until you have talked to someone you trust.',
        ),
        text(
          'The FTC Act makes deceptive practices unlawful, and the FTC has brought cases against timeshare resale and exit schemes.',
        ),
        text(
          'If a company asks for a fee to recover money you lost in an earlier telemarketing deal, the Telemarketing Sales Rule bans asking for or taking that fee until 7 business days after the money has been delivered to you.',
        ),
        text(
          'In one case a federal court held an exit marketer liable for falsely claiming its process would protect owners\u2019 credit, and found that it induced owners to stop paying. Never stop paying your loan or fees just because a company tells you to.',
        ),
        ...(stateLaws.length
          ? [
              text(
                'Florida\u2019s Timeshare Resale Accountability Act sets duties for resale service providers, and a contract that breaks it can be voided.',
              ),
            ]
          : []),
        text('Report what happened, with any receipts, to the agencies below.'),
      ],
      {
        laws: [
          laws.ftcAct,
          laws.telemarketingSalesRule,
          laws.exitMarketerFalseAdvertising,
          ...stateLaws,
        ],
        agencies: [
          agencyById('ftc-reportfraud'),
          agencyById('fbi-ic3'),
          ...stateAgencies(stateOf(answers)),
        ],
        guides: [guideSlugs.scams],
        letter: 'attorney-general-complaint',
        link: { href: SCAM_CHECK_PATH, label: text('Check an offer for the signs of a scam') },
      },
    ),
  ];
}

function callSteps(answers: HelpAnswers): PlanStep[] {
  if (answers.unwantedCalls !== 'yes') return [];
  return [
    step(
      'stop-calls',
      text('Tell callers in writing to stop calling you'),
      [
        text(
          'Send the company our \u201cstop calling me\u201d letter and keep a copy. After that, write down the date, time and number of every call.',
        ),
        text(
          'The Telephone Consumer Protection Act restricts autodialed and prerecorded calls and texts, and telemarketing calls to numbers on do-not-call lists. The Telemarketing Sales Rule bans calls to numbers on the national Do Not Call Registry.',
        ),
        text('Report calls that go on to FTC ReportFraud.'),
      ],
      {
        laws: [laws.telephoneConsumerProtection, laws.telemarketingSalesRule],
        agencies: [agencyById('ftc-reportfraud')],
        letter: 'stop-contact',
      },
    ),
  ];
}

function loanSteps(answers: HelpAnswers): PlanStep[] {
  if (answers.loan !== 'yes' && answers.loan !== 'not-sure') return [];
  return [
    step(
      'loan',
      text('Know your rights about the timeshare loan'),
      [
        text(
          'The Truth in Lending Act requires the lender to tell you what the credit costs, such as the APR and the finance charge. Its 3-business-day right to cancel a loan covers only loans secured by your main home, so it normally does not apply to a timeshare loan.',
        ),
        text(
          'If a debt collector contacts you about timeshare debts, the Fair Debt Collection Practices Act bars abusive, deceptive and unfair practices and gives you the right to dispute the debt.',
        ),
        text(
          'Take problems with the loan, billing, debt collection or your credit report to the CFPB. Talk to an attorney before you stop paying anything.',
        ),
      ],
      {
        laws: [laws.truthInLending, laws.fairDebtCollection],
        agencies: [agencyById('cfpb')],
        guides: [guideSlugs.financialImpact],
      },
    ),
  ];
}

function feeSteps(answers: HelpAnswers): PlanStep[] {
  if (answers.feeProblem !== 'yes') return [];
  const stateLaw = stateConsumerLaws[stateOf(answers)];
  return [
    step(
      'dispute-fees',
      text('Dispute the fees in writing'),
      [
        text(
          'Write to the resort or its management company. Say which charges you dispute and why, and ask for a written answer. Keep copies of your contract, your statements and every letter.',
        ),
        ...(stateLaw
          ? [
              text('The {law} makes unfair or deceptive practices in trade unlawful.', {
                law: stateLaw.title,
              }),
            ]
          : []),
        text(
          'If the resort does not answer, or the charges reach you through a loan or a debt collector, complain to the agencies in the next steps.',
        ),
      ],
      {
        laws: stateLaw ? [stateLaw] : [],
        verifyNotes: stateLaw?.verifyNote ? [stateLaw.verifyNote] : [],
        guides: [guideSlugs.contract, guideSlugs.financialImpact],
        letter: 'fee-dispute',
      },
    ),
  ];
}

function waysOutSteps(answers: HelpAnswers): PlanStep[] {
  if (answers.keepUsing === 'keep') return [];
  return [
    step(
      'ways-out',
      text('Learn the honest ways out'),
      [
        text(
          'Our guides explain the options owners have, what each one costs and the questions to ask before you choose one. None of them needs a fee paid up front to a stranger.',
        ),
      ],
      { guides: [guideSlugs.cancellation, guideSlugs.consumerRights] },
    ),
  ];
}

function complaintSteps(answers: HelpAnswers): PlanStep[] {
  const reasons = [
    answers.exitCompany !== 'no' && answers.exitCompany !== undefined,
    answers.unwantedCalls === 'yes',
    answers.feeProblem === 'yes',
  ];
  if (!reasons.some(Boolean)) return [];
  const already = answers.tried?.includes('agency-complaint');
  const federal = [agencyById('ftc-reportfraud')];
  if (answers.loan === 'yes' || answers.loan === 'not-sure') federal.push(agencyById('cfpb'));
  const state = stateAgencies(stateOf(answers));
  return [
    step(
      'complain',
      already ? text('Follow up on your complaint') : text('Complain to the agencies that can act'),
      [
        already
          ? text(
              'You have already complained to an agency. Keep its reference number, and send it anything new that happens.',
            )
          : text(
              'A complaint puts what happened on record and helps agencies act against companies that break the law. Describe what happened in date order and keep a copy.',
            ),
        state.length
          ? text('Our complaint letter to your state attorney general is ready to fill in below.')
          : text(
              'Your state attorney general also takes consumer complaints: our letter is ready to fill in below, with the address left for you to add.',
            ),
      ],
      { agencies: [...state, ...federal], letter: 'attorney-general-complaint' },
    ),
  ];
}

function guideSteps(answers: HelpAnswers, steps: PlanStep[]): PlanStep[] {
  const mentioned = new Set(steps.flatMap((each) => each.guides));
  const reading: GuideSlug[] = [
    guideSlugs.consumerRights,
    guideSlugs.contract,
    guideSlugs.support,
  ].filter((slug) => !mentioned.has(slug));
  if (answers.exitCompany !== 'no' && !mentioned.has(guideSlugs.scams))
    reading.unshift(guideSlugs.scams);
  return [
    step(
      'read-guides',
      text('Read the guides for your situation'),
      [
        text(
          'These guides explain your rights in plain words. They are free, and you can print them.',
        ),
      ],
      { guides: reading },
    ),
  ];
}

function attorneyStep(answers: HelpAnswers): PlanStep {
  const hasAttorney = answers.tried?.includes('attorney');
  return step(
    'ask-attorney',
    hasAttorney
      ? text('Share this plan with your attorney')
      : text('Ask us for a partner attorney'),
    hasAttorney
      ? [
          text(
            'You have talked to an attorney. Print this plan or download it, and take it with your contract and letters to your next meeting.',
          ),
          text(
            'If you would like a second opinion, we can also connect you with a vetted partner attorney.',
          ),
        ]
      : [
          text(
            'We can connect you with a vetted partner attorney who works on timeshare cases. Save this plan to your account and turn it into a case in one step, or ask us to call you back.',
          ),
          text('We never ask you for a fee up front to get you out of a timeshare.'),
        ],
  );
}

function headlineOf(
  urgency: PlanUrgency,
  situation: RescissionSituation,
  stepCount: number,
): TextDescriptor {
  if (urgency === 'urgent' && situation.kind === 'open') {
    return text(
      'You may still be able to cancel. Act now: by our count the last day is {lastDay}.',
      { lastDay: longDate(situation.deadline.lastDay) },
    );
  }
  if (urgency === 'check-now') {
    return text('You may still be able to cancel. Check the date you signed today.');
  }
  return text('Here is your plan: {stepCount} steps, in order.', { stepCount });
}

function urgencyOf(situation: RescissionSituation): PlanUrgency {
  if (situation.kind === 'open') return 'urgent';
  if (situation.kind === 'date-unknown') return 'check-now';
  if (situation.kind === 'state-not-in-data' && situation.recent) return 'check-now';
  return 'normal';
}

/** The plan for a complete set of answers, as seen on `today` (YYYY-MM-DD). */
export function buildPlan(answers: HelpAnswers, today: string): ActionPlan {
  const situation = rescissionSituation(answers, today);
  const urgency = urgencyOf(situation);
  const firstSteps = [
    ...rescissionSteps(situation),
    ...exitCompanySteps(answers),
    ...callSteps(answers),
    ...feeSteps(answers),
    ...loanSteps(answers),
    ...waysOutSteps(answers),
    ...complaintSteps(answers),
  ];
  const steps = [...firstSteps, ...guideSteps(answers, firstSteps), attorneyStep(answers)];
  return {
    madeOn: today,
    urgency,
    headline: headlineOf(urgency, situation, steps.length),
    situation,
    steps,
  };
}
