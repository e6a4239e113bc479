import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { ContactLines } from '@client/components/contact-lines';
import { LegalDatabaseLink } from '@client/components/legal-database-link';
import { paths } from '@client/lib/paths';
import { useOfficeHours } from '@client/lib/site-config';

/** The education centre's title and introduction, with a way to reach a real person. */
export function EducationHero() {
  const { t } = useLingui();
  const hours = useOfficeHours();
  return (
    <section aria-labelledby="education-title" className="bg-brand-800 px-4 py-12 sm:px-6 md:py-16">
      <div className="mx-auto grid max-w-6xl items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="text-white">
          <p className="text-lg font-semibold text-accent-400">
            <Trans>Free, plain-language help</Trans>
          </p>
          <h1 id="education-title" className="mt-2 text-4xl leading-tight font-bold md:text-5xl">
            <Trans>Education Centre</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-xl text-brand-50">
            <Trans>
              Guides, checklists and worksheets that explain your timeshare contract, your rights
              and your options, one step at a time. Read at your own pace: everything here is free.
            </Trans>
          </p>
          <p className="mt-4 flex max-w-2xl items-start gap-2 text-lg text-brand-100">
            <Clock aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
            <span>
              <Trans>
                Questions while you read? Our team answers calls and e-mails{' '}
                <span className="font-semibold text-white">{hours}</span>.
              </Trans>
            </span>
          </p>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            <Trans>
              Just bought a timeshare?{' '}
              <Link
                to={paths.rescissionChecker.getHref()}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-4 focus-visible:outline-white"
              >
                Check your cancellation deadline
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
            </Trans>
          </p>
          <p className="mt-2 max-w-2xl text-lg text-brand-100">
            <Trans>
              Did someone offer to sell or cancel your timeshare?{' '}
              <Link
                to={paths.scamCheck.getHref()}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-4 focus-visible:outline-white"
              >
                Is this offer a scam?
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
            </Trans>
          </p>
          <p className="mt-2 max-w-2xl text-lg text-brand-100">
            <Trans>
              Want the laws, court cases and fill-in letters themselves?{' '}
              <LegalDatabaseLink className="text-white focus-visible:outline-white" />
            </Trans>
          </p>
        </div>
        <aside
          aria-labelledby="education-contact-title"
          className="rounded-2xl bg-white p-5 text-ink-900 shadow-xl sm:p-6"
        >
          <h2 id="education-contact-title" className="text-xl font-bold">
            <Trans>Talk to a real person</Trans>
          </h2>
          <p className="mt-1 text-ink-700">
            <Trans>We are happy to explain anything you read here.</Trans>
          </p>
          <ContactLines
            emailSubject={t`Question about a guide`}
            showHours={false}
            className="mt-3"
          />
        </aside>
      </div>
    </section>
  );
}
