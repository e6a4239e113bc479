import { Trans, useLingui } from '@lingui/react/macro';
import { AlarmClock, Phone } from 'lucide-react';
import type { ActionPlan } from '@shared/guided-help/plan';
import { showText } from '@shared/rescission/show-text';
import { siteConfig, telHref } from '@client/lib/site-config';

/** Said first, in large type, when the person may still be able to cancel. */
export function UrgentBanner({ plan }: { plan: ActionPlan }) {
  const { t, i18n } = useLingui();
  if (plan.urgency === 'normal') return null;
  return (
    <section
      aria-labelledby="plan-urgent-heading"
      className="space-y-4 rounded-2xl border-4 border-red-700 bg-red-50 p-5 text-ink-900 sm:p-7"
    >
      <h2
        id="plan-urgent-heading"
        className="flex items-start gap-3 text-2xl font-bold md:text-4xl"
      >
        <AlarmClock aria-hidden="true" className="mt-1 h-9 w-9 shrink-0 text-red-800" />
        {plan.urgency === 'urgent' ? t`Urgent: act now` : t`Check this today`}
      </h2>
      <p className="text-xl font-semibold md:text-2xl">{showText(i18n, plan.headline)}</p>
      <div className="space-y-2 text-xl">
        <p>
          <Trans>Call us if you need help with the first step. We answer for free.</Trans>
        </p>
        <ul className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {[siteConfig.supportPhonePrimary, siteConfig.supportPhoneSecondary].map((phone) => (
            <li key={phone}>
              <a
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center gap-2 text-2xl font-bold text-brand-800 underline underline-offset-4"
              >
                <Phone aria-hidden="true" className="h-6 w-6" />
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
