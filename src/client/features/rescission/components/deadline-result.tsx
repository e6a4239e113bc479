import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { legalResourceTypeOfKind } from '@shared/legal-filters';
import { formatLongDate } from '@shared/rescission/dates';
import type { DeadlineAnswer } from '@shared/rescission/deadline';
import { needsVerification, type RescissionRule } from '@shared/rescission/rules';
import { showText } from '@shared/rescission/show-text';
import { stateNameOf } from '@shared/rescission/state-options';
import { countingInWords, ruleInWords, startInWords } from '@shared/rescission/words';
import { ContactLines } from '@client/components/contact-lines';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { paths } from '@client/lib/paths';
import { useStateCancellationLetter } from '../api/get-state-letter';

const VERIFY_LABEL = msg`Verify with the official source`;

interface Tone {
  icon: LucideIcon;
  boxClass: string;
}

const tones: Record<DeadlineAnswer['status'], Tone> = {
  open: { icon: CalendarCheck, boxClass: 'border-brand-700 bg-brand-50' },
  'last-day': { icon: AlarmClock, boxClass: 'border-accent-500 bg-accent-100' },
  passed: { icon: CalendarX, boxClass: 'border-red-700 bg-red-50' },
};

function StatusBox({ answer }: { answer: DeadlineAnswer }) {
  const { icon: Icon, boxClass } = tones[answer.status];
  const lastDay = formatLongDate(answer.lastDay, useIntlLocale());
  const daysLeft = answer.daysLeft;
  return (
    <div className={cn('flex items-start gap-4 rounded-xl border-2 p-5', boxClass)}>
      <Icon aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-ink-900" />
      <div className="space-y-2 text-ink-900">
        {answer.status === 'passed' ? (
          <>
            <p className="text-2xl font-bold">
              <Trans>The cancellation period has passed</Trans>
            </p>
            <p className="text-lg">
              <Trans>
                Based on what you entered, the last day to cancel was{' '}
                <strong className="whitespace-nowrap">{lastDay}</strong>.
              </Trans>
            </p>
            <p className="text-lg">
              <Trans>
                You may still have other options. Please contact us or an attorney to talk about
                your situation.
              </Trans>
            </p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold">
              <Trans>Last day to cancel</Trans>
            </p>
            <p className="text-3xl font-bold md:text-4xl">{lastDay}</p>
            <p className="text-xl font-semibold">
              {answer.status === 'last-day' ? (
                <Trans>Today is the last day to cancel. Send your notice today.</Trans>
              ) : (
                <Plural
                  value={daysLeft}
                  one="That is tomorrow: # day left."
                  other="That is # days from today."
                />
              )}
            </p>
            {answer.status === 'open' ? (
              <p className="text-lg">
                <Trans>Do not wait for the last day. Send your notice as soon as you can.</Trans>
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
  const { i18n } = useLingui();
  return (
    <span className="inline-flex items-center gap-2 rounded-full border-2 border-accent-500 bg-accent-100 px-3 py-1 font-semibold text-ink-900">
      <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      {i18n._(VERIFY_LABEL)}
    </span>
  );
}

const generalTips = [
  msg`Write a short, signed and dated letter saying that you are cancelling your timeshare purchase. Give your name, the date you signed and your contract number if you have one.`,
  msg`Send it to the address your contract gives for cancelling. Your contract may also say how it must be sent.`,
  msg`Use a way of sending that proves the date, such as certified mail with a return receipt, and keep a copy of everything.`,
];

function Heading({ id, children }: { id?: string; children: ReactNode }) {
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
  const { i18n } = useLingui();
  const { rule, days } = answer;
  const { citation } = rule;
  const state = i18n._(stateNameOf(rule));
  const disclosureName = rule.disclosureName ? i18n._(rule.disclosureName) : null;
  const verify = needsVerification(rule);
  const missingDisclosure =
    answer.disclosureDateMissing && answer.startEvent === 'signing' && disclosureName;

  return (
    <Card className="space-y-7 p-5 sm:p-8">
      <div className="space-y-3">
        <h2
          id="deadline-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none md:text-3xl"
        >
          <Trans>Your result for {state}</Trans>
        </h2>
        {verify ? <VerifyBadge /> : null}
      </div>

      <StatusBox answer={answer} />

      <section aria-labelledby="deadline-rule-title" className="space-y-3 text-lg text-ink-900">
        <h3 id="deadline-rule-title" className="text-xl font-bold">
          <Trans>The rule we used</Trans>
        </h3>
        <p>{showText(i18n, ruleInWords(answer))}</p>
        <p>{showText(i18n, startInWords(answer))}</p>
        {missingDisclosure ? (
          <p>
            <Trans>
              You did not enter a date for the {disclosureName}, so we counted from the day you
              signed. If you received it later, your last day may be later.
            </Trans>
          </p>
        ) : null}
        {answer.movedFromSunday ? (
          <p>
            <Trans>
              The {days}th day was a Sunday. In {state} it does not count, so your last day moved to
              the Monday.
            </Trans>
          </p>
        ) : null}
        <p>{showText(i18n, countingInWords(rule))}</p>
        {rule.notes.length > 0 ? (
          <ul className="list-disc space-y-1 pl-6">
            {rule.notes.map((note) => (
              <li key={note.id}>{i18n._(note)}</li>
            ))}
          </ul>
        ) : null}
      </section>

      {verify && rule.verifyNote ? (
        <div className="flex items-start gap-3 rounded-xl border-2 border-accent-500 bg-accent-100 p-4 text-lg text-ink-900">
          <ShieldAlert aria-hidden="true" className="mt-1 h-6 w-6 shrink-0" />
          <div>
            <p className="font-bold">{i18n._(VERIFY_LABEL)}</p>
            <p>
              {i18n._(rule.verifyNote)}{' '}
              <Trans>
                Please check the official text of the law, or ask us, before you rely on this date.
              </Trans>
            </p>
          </div>
        </div>
      ) : null}

      <section aria-labelledby="deadline-law-title" className="space-y-2 text-lg text-ink-900">
        <h3 id="deadline-law-title" className="text-xl font-bold">
          <Trans>The law</Trans>
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
            <Trans>Read the official text (opens in a new tab)</Trans>
          </a>
        ) : (
          <p className="text-ink-700">
            <Trans>
              We do not have a link to the official text yet. You can search for {citation} on the
              state&rsquo;s official website, or ask us.
            </Trans>
          </p>
        )}
      </section>

      {/* Once the period has passed, a way to reach us replaces the steps to cancel. */}
      {answer.status === 'passed' ? <ContactBlock /> : <NoticeSection rule={rule} />}
    </Card>
  );
}

function NoticeSection({ rule }: { rule: RescissionRule }) {
  const { i18n } = useLingui();
  const state = i18n._(stateNameOf(rule));
  return (
    <section aria-labelledby="deadline-notice-title" className="space-y-3 text-lg text-ink-900">
      <Heading id="deadline-notice-title">
        <Trans>How to send your cancellation notice</Trans>
      </Heading>
      {rule.notice.length > 0 ? (
        <>
          <p className="font-semibold">
            <Trans>What {state} law says about the notice:</Trans>
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {rule.notice.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Trans>
            Our information does not say how the notice must be sent in {state}. Your contract
            should explain it.
          </Trans>
        </p>
      )}
      <p className="font-semibold">
        <Trans>Good habits in every state:</Trans>
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {generalTips.map((tip) => (
          <li key={tip.id}>{i18n._(tip)}</li>
        ))}
      </ul>
      <StateLetterLink rule={rule} />
    </section>
  );
}

/** The state's fill-in cancellation letter in the legal database, when it has one. */
function StateLetterLink({ rule }: { rule: RescissionRule }) {
  const { i18n } = useLingui();
  const letter = useStateCancellationLetter(rule.id).data;
  if (!letter) return null;
  const state = i18n._(stateNameOf(rule));
  const title = letter.title;
  return (
    <p>
      <Trans>
        We have a cancellation letter for {state} that you can fill in and print:{' '}
        <Link
          to={paths.legalItem.getHref(legalResourceTypeOfKind.forms, letter.id)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
        >
          <FileText aria-hidden="true" className="h-5 w-5 shrink-0" />
          {title}
        </Link>
      </Trans>
    </p>
  );
}

function ContactBlock() {
  const { t } = useLingui();
  return (
    <div className="space-y-2 border-t border-ink-200 pt-5 text-lg">
      <Heading>
        <Trans>Talk to us</Trans>
      </Heading>
      <ContactLines emailSubject={t`Question about my cancellation deadline`} />
    </div>
  );
}

/** The answer for "My state is not listed" or a state we have no rule for. */
export function UnknownStateResult({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useLingui();
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
          {t`We do not have this state's rule in our data yet`}
        </h2>
      </div>
      <p className="text-lg text-ink-900">
        <Trans>
          That does not mean you cannot cancel. Look in your contract and papers for a part about
          cancelling, and contact us or an attorney right away: these periods are often only a few
          days long.
        </Trans>
      </p>
      <ContactBlock />
    </Card>
  );
}
