import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { IntakeReceipt } from '@shared/contracts/intake-request';
import { intakeNextSteps, START_GUIDE_LABEL } from '@shared/intake-next-steps';
import { buttonClassName } from '@client/components/ui/button';
import { useIntlLocale, useLocale } from '@client/lib/i18n/use-locale';
import { paths } from '@client/lib/paths';
import { siteConfig, telHref } from '@client/lib/site-config';

/** 'Monday, January 19, 2026' for a YYYY-MM-DD day, in the page's `Intl` locale. */
const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'utc',
};

function longDay(isoDay: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, LONG_DAY).format(new Date(isoDay));
}

/**
 * After the intake form is sent: the reference and what happens next, urgent first when the
 * period to cancel may still be open. The heading takes focus so a screen reader starts here.
 */
export function IntakeNextSteps({ receipt }: { receipt: IntakeReceipt }) {
  const { i18n } = useLingui();
  const intlLocale = useIntlLocale();
  const locale = useLocale();
  const next = intakeNextSteps(receipt, siteConfig, locale, (day) => longDay(day, intlLocale));
  const reference = receipt.reference;
  const phone = siteConfig.supportPhonePrimary;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [receipt]);
  const guideLink = (variant: 'primary' | 'outline') => (
    <Link
      to={paths.help.getHref()}
      className={buttonClassName(variant, 'lg', 'w-full no-underline sm:w-auto')}
    >
      {i18n._(START_GUIDE_LABEL)}
      <ArrowRight aria-hidden="true" className="h-5 w-5" />
    </Link>
  );

  return (
    <section aria-labelledby="intake-next-heading" className="mb-8 space-y-5">
      <h3
        id="intake-next-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink-900 focus:outline-none"
      >
        <Trans>
          Your reference:{' '}
          <span className="font-mono tracking-wide whitespace-nowrap">{reference}</span>
        </Trans>
      </h3>
      {next.urgent ? (
        <div className="space-y-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-5">
          <p className="text-2xl font-bold">
            <Trans>Act now: you may still be able to cancel</Trans>
          </p>
          {next.urgent.map((paragraph) => (
            <p key={paragraph.id} className="text-lg">
              {i18n._(paragraph)}
            </p>
          ))}
          <div className="flex flex-wrap gap-3">
            {guideLink('primary')}
            <a
              href={telHref(siteConfig.supportPhonePrimary)}
              className={buttonClassName('outline', 'lg', 'w-full no-underline sm:w-auto')}
            >
              <Phone aria-hidden="true" className="h-5 w-5" />
              <Trans>Call {phone}</Trans>
            </a>
          </div>
        </div>
      ) : null}
      <div>
        <h4 className="text-xl font-bold text-ink-900">
          <Trans>What happens now</Trans>
        </h4>
        <ol className="mt-2 list-decimal space-y-2 pl-6 text-lg text-ink-800">
          {next.steps.map((step) => (
            <li key={step.id}>{i18n._(step)}</li>
          ))}
        </ol>
        <p className="mt-2 text-ink-700">
          <Trans>We have also sent this to your e-mail address.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {next.urgent ? null : guideLink('primary')}
        <Link
          to={paths.scamCheck.getHref()}
          className={buttonClassName('outline', 'lg', 'no-underline')}
        >
          <Trans>Is this offer a scam?</Trans>
        </Link>
      </div>
    </section>
  );
}
