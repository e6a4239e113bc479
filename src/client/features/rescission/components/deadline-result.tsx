import {
  AlarmClock,
  CalendarCheck,
  CalendarX,
  ExternalLink,
  FileText,
  HelpCircle,
  ShieldAlert,
  type LucideIcon,
} from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { legalResourceTypeOfKind } from '@shared/legal-filters';
import { formatLongDate } from '@shared/rescission/dates';
import type { DeadlineAnswer } from '@shared/rescission/deadline';
import { needsVerification, type RescissionRule } from '@shared/rescission/rules';
import { countingInWords, ruleInWords, startInWords } from '@shared/rescission/words';
import { ContactLines } from '@client/components/contact-lines';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { useStateCancellationLetter } from '../api/get-state-letter';

export const PASSED_TITLE = 'The cancellation period has passed';
export const UNKNOWN_TITLE = "We do not have this state's rule in our data yet";
export const VERIFY_LABEL = 'Verify with the official source';

interface Tone {
  icon: LucideIcon;
  box: string;
}

const tones: Record<DeadlineAnswer['status'], Tone> = {
  open: { icon: CalendarCheck, box: 'border-brand-700 bg-brand-50' },
  'last-day': { icon: AlarmClock, box: 'border-accent-500 bg-accent-100' },
  passed: { icon: CalendarX, box: 'border-red-700 bg-red-50' },
};

function StatusBox({ answer }: { answer: DeadlineAnswer }) {
  const { icon: Icon, box } = tones[answer.status];
  const lastDay = formatLongDate(answer.lastDay);
  return (
    <div className={cn('flex items-start gap-4 rounded-xl border-2 p-5', box)}>
      <Icon aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-ink-900" />
      <div className="space-y-2 text-ink-900">
        {answer.status === 'passed' ? (
          <>
            <p className="text-2xl font-bold">{PASSED_TITLE}</p>
            <p className="text-lg">
              Based on what you entered, the last day to cancel was{' '}
              <strong className="whitespace-nowrap">{lastDay}</strong>.
            </p>
            <p className="text-lg">
              You may still have other options. Please contact us or an attorney to talk about your
              situation.
            </p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold">Last day to cancel</p>
            <p className="text-3xl font-bold md:text-4xl">{lastDay}</p>
            <p className="text-xl font-semibold">
              {answer.status === 'last-day'
                ? 'Today is the last day to cancel. Send your notice today.'
                : answer.daysLeft === 1
                  ? 'That is tomorrow: 1 day left.'
                  : `That is ${answer.daysLeft} days from today.`}
            </p>
            {answer.status === 'open' ? (
              <p className="text-lg">
                Do not wait for the last day. Send your notice as soon as you can.
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** A visible flag, in words and with an icon, for rules we could not fully confirm. */
export function VerifyBadge() {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border-2 border-accent-500 bg-accent-100 px-3 py-1 font-semibold text-ink-900">
      <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      {VERIFY_LABEL}
    </span>
  );
}

const generalTips = [
  'Write a short, signed and dated letter saying that you are cancelling your timeshare purchase. Give your name, the date you signed and your contract number if you have one.',
  'Send it to the address your contract gives for cancelling. Your contract may also say how it must be sent.',
  'Use a way of sending that proves the date, such as certified mail with a return receipt, and keep a copy of everything.',
];

function Heading({ id, children }: { id?: string; children: string }) {
  return (
    <h3 id={id} className="text-xl font-bold text-ink-900">
      {children}
    </h3>
  );
}

export interface DeadlineResultProps {
  answer: DeadlineAnswer;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The answer for a state in our data: the last day, the rule, the law and how to cancel. */
export function DeadlineResult({ answer, headingRef }: DeadlineResultProps) {
  const { rule } = answer;
  const verify = needsVerification(rule);
  const missingDisclosure =
    answer.disclosureDateMissing && answer.startEvent === 'signing' && rule.disclosureName;

  return (
    <Card className="space-y-7 p-5 sm:p-8">
      <div className="space-y-3">
        <h2
          id="deadline-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none md:text-3xl"
        >
          Your result for {rule.state}
        </h2>
        {verify ? <VerifyBadge /> : null}
      </div>

      <StatusBox answer={answer} />

      <section aria-labelledby="deadline-rule-title" className="space-y-3 text-lg text-ink-900">
        <h3 id="deadline-rule-title" className="text-xl font-bold">
          The rule we used
        </h3>
        <p>{ruleInWords(answer)}</p>
        <p>{startInWords(answer)}</p>
        {missingDisclosure ? (
          <p>
            You did not enter a date for the {rule.disclosureName}, so we counted from the day you
            signed. If you received it later, your last day may be later.
          </p>
        ) : null}
        {answer.movedFromSunday ? (
          <p>
            The {answer.days}th day was a Sunday. In {rule.state} it does not count, so your last
            day moved to the Monday.
          </p>
        ) : null}
        <p>{countingInWords(rule)}</p>
        {rule.notes.length > 0 ? (
          <ul className="list-disc space-y-1 pl-6">
            {rule.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </section>

      {verify && rule.verifyNote ? (
        <div className="flex items-start gap-3 rounded-xl border-2 border-accent-500 bg-accent-100 p-4 text-lg text-ink-900">
          <ShieldAlert aria-hidden="true" className="mt-1 h-6 w-6 shrink-0" />
          <div>
            <p className="font-bold">{VERIFY_LABEL}</p>
            <p>
              {rule.verifyNote} Please check the official text of the law, or ask us, before you
              rely on this date.
            </p>
          </div>
        </div>
      ) : null}

      <section aria-labelledby="deadline-law-title" className="space-y-2 text-lg text-ink-900">
        <h3 id="deadline-law-title" className="text-xl font-bold">
          The law
        </h3>
        <p>{rule.citation}</p>
        {rule.sourceUrl ? (
          <a
            href={rule.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
          >
            <ExternalLink aria-hidden="true" className="h-5 w-5 shrink-0" />
            Read the official text (opens in a new tab)
          </a>
        ) : (
          <p className="text-ink-700">
            We do not have a link to the official text yet. You can search for {rule.citation} on
            the state&rsquo;s official website, or ask us.
          </p>
        )}
      </section>

      {/* Once the period has passed, a way to reach us replaces the steps to cancel. */}
      {answer.status === 'passed' ? <ContactBlock /> : <NoticeSection rule={rule} />}
    </Card>
  );
}

function NoticeSection({ rule }: { rule: RescissionRule }) {
  return (
    <section aria-labelledby="deadline-notice-title" className="space-y-3 text-lg text-ink-900">
      <Heading id="deadline-notice-title">How to send your cancellation notice</Heading>
      {rule.notice.length > 0 ? (
        <>
          <p className="font-semibold">What {rule.state} law says about the notice:</p>
          <ul className="list-disc space-y-1 pl-6">
            {rule.notice.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          Our information does not say how the notice must be sent in {rule.state}. Your contract
          should explain it.
        </p>
      )}
      <p className="font-semibold">Good habits in every state:</p>
      <ul className="list-disc space-y-1 pl-6">
        {generalTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <StateLetterLink rule={rule} />
    </section>
  );
}

/** The state's fill-in cancellation letter in the legal database, when it has one. */
function StateLetterLink({ rule }: { rule: RescissionRule }) {
  const letter = useStateCancellationLetter(rule.id).data;
  if (!letter) return null;
  return (
    <p>
      We have a cancellation letter for {rule.state} that you can fill in and print:{' '}
      <Link
        to={paths.legalItem.getHref(legalResourceTypeOfKind.forms, letter.id)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
      >
        <FileText aria-hidden="true" className="h-5 w-5 shrink-0" />
        {letter.title}
      </Link>
    </p>
  );
}

function ContactBlock() {
  return (
    <div className="space-y-2 border-t border-ink-200 pt-5 text-lg">
      <Heading>Talk to us</Heading>
      <ContactLines emailSubject="Question about my cancellation deadline" />
    </div>
  );
}

/** The answer for "My state is not listed" or a state we have no rule for. */
export function UnknownStateResult({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Card className="space-y-5 p-5 sm:p-8">
      <div className="flex items-start gap-4">
        <HelpCircle aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-brand-700" />
        <h2
          id="deadline-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none md:text-3xl"
        >
          {UNKNOWN_TITLE}
        </h2>
      </div>
      <p className="text-lg text-ink-900">
        That does not mean you cannot cancel. Look in your contract and papers for a part about
        cancelling, and contact us or an attorney right away: these periods are often only a few
        days long.
      </p>
      <ContactBlock />
    </Card>
  );
}
