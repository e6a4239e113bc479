import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CallbackRequestButton } from '@client/components/callback-request/callback-request-button';
import {
  ArrowDown,
  ArrowRight,
  BookOpen,
  Calculator,
  CalendarDays,
  ClipboardList,
  Compass,
  Phone,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { landingSections, paths } from '@client/lib/paths';
import { useGoToSection } from '@client/lib/section-scroll';
import { mailtoHref, siteConfig, telHref } from '@client/lib/site-config';

export const HERO_TAGLINE = msg`Professional advocacy and consumer protection services for timeshare resolution.`;

const startLinkClassName =
  'group flex min-h-14 w-full items-center gap-4 rounded-xl px-3 py-3 text-left font-semibold text-ink-900 no-underline hover:bg-brand-50';

/** Three clear first steps for a visitor who is not sure where to begin. */
function StartHere({ onAskForHelp }: { onAskForHelp: () => void }) {
  const iconClassName = 'h-6 w-6 shrink-0 text-brand-700';
  const arrowClassName =
    'ml-auto h-5 w-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1';
  return (
    <div className="rounded-2xl bg-white p-5 text-ink-900 shadow-xl sm:p-6">
      <h2 className="px-3 text-xl font-bold">
        <Trans>Not sure where to start?</Trans>
      </h2>
      <ul className="mt-3 space-y-1">
        <li>
          <Link to={paths.help.getHref()} className={startLinkClassName}>
            <Compass aria-hidden="true" className={iconClassName} />
            <Trans>Answer a few questions, get your free plan</Trans>
            <ArrowRight aria-hidden="true" className={arrowClassName} />
          </Link>
        </li>
        <li>
          <button type="button" onClick={onAskForHelp} className={startLinkClassName}>
            <ClipboardList aria-hidden="true" className={iconClassName} />
            <Trans>Ask us for help</Trans>
            <ArrowRight aria-hidden="true" className={arrowClassName} />
          </button>
        </li>
        <li>
          <Link to={paths.resources.getHref()} className={startLinkClassName}>
            <BookOpen aria-hidden="true" className={iconClassName} />
            <Trans>Read our free guides</Trans>
            <ArrowRight aria-hidden="true" className={arrowClassName} />
          </Link>
        </li>
        <li>
          <Link to={paths.calculator.getHref()} className={startLinkClassName}>
            <Calculator aria-hidden="true" className={iconClassName} />
            <Trans>See what your fees may cost over time</Trans>
            <ArrowRight aria-hidden="true" className={arrowClassName} />
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** Requirements §1 and §2: the hero with the mission, the tagline and the two calls to action. */
export function HeroSection() {
  const goToSection = useGoToSection();
  const id = landingSections.home;
  const { t, i18n } = useLingui();
  const phone = siteConfig.supportPhonePrimary;
  const consultationHref = mailtoHref(
    t`Consultation Request`,
    t`Hello,

I would like to arrange a consultation about my timeshare. Please let me know a convenient time to talk.

My name:
My phone number:
Best time to reach me:

Thank you.`,
  );

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 bg-brand-800 px-4 py-16 text-white focus:outline-none sm:px-6 md:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <p className="text-lg font-semibold text-accent-400">
            <Trans>A nonprofit for timeshare owners</Trans>
          </p>
          <h1
            id={`${id}-title`}
            className="mt-3 max-w-3xl text-4xl leading-tight font-bold text-balance md:text-5xl"
          >
            <Trans>Honest help to get out of a timeshare you no longer want</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-xl text-brand-50">{i18n._(HERO_TAGLINE)}</p>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            <Trans>
              We explain your rights in plain words, warn you about exit scams and connect you with
              checked, independent help. You are not alone in this.
            </Trans>
          </p>

          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            <CallbackRequestButton
              mailtoHref={consultationHref}
              className={buttonClassName(
                'accent',
                'lg',
                'no-underline focus-visible:ring-offset-brand-800',
              )}
            >
              <CalendarDays aria-hidden="true" className="h-6 w-6" />
              <Trans>Schedule Consultation</Trans>
            </CallbackRequestButton>
            <button
              type="button"
              onClick={() => goToSection(landingSections.support)}
              className={buttonClassName(
                'outline',
                'lg',
                'border-white bg-transparent text-white hover:bg-white/10 focus-visible:ring-white focus-visible:ring-offset-brand-800',
              )}
            >
              <Trans>Learn More</Trans>
              <ArrowDown aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <p className="mt-5 max-w-2xl text-base text-brand-100">
            <Trans>
              Schedule Consultation opens a short form to ask us to call you back (or to e-mail us
              from your own e-mail program). Prefer to talk? Call us at{' '}
              <a
                href={telHref(phone)}
                className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-white underline"
              >
                <Phone aria-hidden="true" className="h-4 w-4" />
                {phone}
              </a>
            </Trans>
          </p>
        </div>
        <StartHere onAskForHelp={() => goToSection(landingSections.getHelp)} />
      </div>
    </section>
  );
}
