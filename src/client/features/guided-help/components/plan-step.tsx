import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ExternalLink, FileText, Phone, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Agency } from '@shared/agencies';
import { guideTitles } from '@shared/guides';
import type { LawReference } from '@shared/guided-help/laws';
import type { PlanLetter, PlanStep } from '@shared/guided-help/plan';
import { letterPurposeLabels } from '@shared/letters/purposes';
import { formatLongDate } from '@shared/rescission/dates';
import { showText } from '@shared/rescission/show-text';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { paths } from '@client/lib/paths';
import { telHref } from '@client/lib/site-config';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4';

/** The legal database's search for a citation: the law's record is its first result. */
export function lawSearchHref(law: LawReference): string {
  return `${paths.legal.getHref()}?${new URLSearchParams({ tab: law.kind, q: law.citation }).toString()}`;
}

function Verify({ note }: { note: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border-2 border-accent-500 bg-accent-100 px-3 py-2 text-base text-ink-900">
      <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <span>
        <strong>
          <Trans>Verify with the official source.</Trans>
        </strong>{' '}
        {note}
      </span>
    </p>
  );
}

function LawItem({ law }: { law: LawReference }) {
  const { i18n } = useLingui();
  const citation = law.citation;
  return (
    <li className="space-y-1">
      <p>
        <Link to={lawSearchHref(law)} className={linkClass}>
          {i18n._(law.title)}
        </Link>{' '}
        <span className="text-ink-700">({law.citation})</span>
      </p>
      {law.sourceUrl ? (
        <p>
          <a href={law.sourceUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
            <Trans>
              Official text
              <span className="sr-only"> of {citation} (opens in a new tab)</span>
            </Trans>
            <ExternalLink aria-hidden="true" className="ml-1 inline h-4 w-4" />
          </a>
        </p>
      ) : null}
    </li>
  );
}

function AgencyItem({ agency }: { agency: Agency }) {
  const { i18n } = useLingui();
  return (
    <li className="space-y-1 rounded-lg border border-ink-200 bg-white p-3">
      <p className="font-semibold text-ink-900">{agency.name}</p>
      <p className="text-ink-800">{i18n._(agency.useFor)}</p>
      <p>
        <a
          href={agency.url}
          className={`${linkClass} break-all`}
          rel="noopener noreferrer"
          target="_blank"
        >
          {agency.url}
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </p>
      {agency.phones.map((phone) => (
        <p key={phone}>
          <a href={telHref(phone)} className={`${linkClass} inline-flex items-center gap-2`}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {phone}
          </a>
        </p>
      ))}
      {agency.verifyNote ? <Verify note={i18n._(agency.verifyNote)} /> : null}
    </li>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h4 className="text-lg font-bold text-ink-900">{title}</h4>
      {children}
    </div>
  );
}

/** A letter to fill in, opened on demand (its code and form load only then). */
function LetterPart({
  letter,
  render,
}: {
  letter: PlanLetter;
  render: (letter: PlanLetter) => ReactNode;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const purpose = i18n._(letterPurposeLabels[letter]);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border-2 border-brand-700 bg-brand-50 print:hidden"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-3 text-lg font-bold text-brand-800">
        <FileText aria-hidden="true" className="h-5 w-5 shrink-0" />
        <Trans>Get the letter ready: {purpose}</Trans>
      </summary>
      {open ? (
        <div className="border-t-2 border-brand-700 bg-white p-4">{render(letter)}</div>
      ) : null}
    </details>
  );
}

export interface PlanStepViewProps {
  step: PlanStep;
  number: number;
  /** The letter to fill in, when the step offers one (the page decides how it is shown). */
  renderLetter?: (letter: PlanLetter) => ReactNode;
}

/** One step of the plan: what to do and by when, the law, who to tell, what to read. */
export function PlanStepView({ step, number, renderLetter }: PlanStepViewProps) {
  const { t, i18n } = useLingui();
  const intlLocale = useIntlLocale();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const headingId = `plan-step-${step.id}`;
  const dueDate = step.dueDate ? formatLongDate(step.dueDate, intlLocale) : null;
  return (
    <li
      aria-labelledby={headingId}
      className="plan-step space-y-4 rounded-2xl border-2 border-ink-200 bg-white p-5 sm:p-6 print:border-ink-400"
    >
      <h3
        id={headingId}
        className="flex items-start gap-3 text-xl font-bold text-ink-900 md:text-2xl print:break-after-avoid"
      >
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg text-white print:border print:border-ink-900 print:bg-white print:text-ink-900"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">
            <Trans>Step {number}:</Trans>{' '}
          </span>
          {showText(i18n, step.title)}
        </span>
      </h3>
      {dueDate ? (
        <p className="inline-flex items-center gap-2 rounded-full bg-accent-100 px-4 py-1.5 text-lg font-bold text-ink-900">
          <CalendarClock aria-hidden="true" className="h-5 w-5" />
          <Trans>Do this by {dueDate}</Trans>
        </p>
      ) : null}
      <div className="space-y-3 text-lg text-ink-800">
        {step.body.map((paragraph, index) => (
          <p key={`${index} ${paragraph.id}`}>{showText(i18n, paragraph)}</p>
        ))}
      </div>
      {step.verifyNotes.map((note) => (
        <Verify key={note.id} note={i18n._(note)} />
      ))}
      {step.link ? (
        <p className="text-lg">
          <Link to={step.link.href} className={linkClass}>
            {i18n._(step.link.label)}
          </Link>
        </p>
      ) : null}
      {step.laws.length ? (
        <Part title={t`The law behind this step`}>
          <ul className="space-y-2 text-lg">
            {step.laws.map((law) => (
              <LawItem key={law.citation} law={law} />
            ))}
          </ul>
        </Part>
      ) : null}
      {step.agencies.length ? (
        <Part title={t`Who to tell`}>
          <ul className="grid gap-3 text-lg md:grid-cols-2">
            {step.agencies.map((agency) => (
              <AgencyItem key={agency.id} agency={agency} />
            ))}
          </ul>
        </Part>
      ) : null}
      {step.guides.length ? (
        <Part title={t`Read next`}>
          <ul className="list-disc space-y-1 pl-6 text-lg">
            {step.guides.map((slug) => (
              <li key={slug}>
                <Link to={paths.resource.getHref(slug)} className={linkClass}>
                  {i18n._(guideTitles[slug])}
                </Link>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {step.letter && renderLetter ? (
        <LetterPart letter={step.letter} render={renderLetter} />
      ) : null}
    </li>
  );
}
