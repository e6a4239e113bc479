import { Trans } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/** The page's title and what the database is, with general information, not legal advice. */
export function LegalIntro() {
  return (
    <section aria-labelledby="legal-title" className="bg-brand-800 px-4 py-12 sm:px-6 md:py-16">
      <div className="mx-auto max-w-6xl text-white">
        <p className="text-lg font-semibold text-accent-400">
          <Trans>Laws, court cases and letters</Trans>
        </p>
        <h1 id="legal-title" className="mt-2 text-4xl leading-tight font-bold md:text-5xl">
          <Trans>Legal Database</Trans>
        </h1>
        <p className="mt-5 max-w-3xl text-xl text-brand-50">
          <Trans>
            The laws, court decisions and government rules that protect timeshare owners, with
            letters you can fill in and print. Each entry says where the law applies and links to
            the official text.
          </Trans>
        </p>
        <div className="mt-6 max-w-3xl rounded-xl border-2 border-white/70 p-4 text-lg">
          <p>
            <Trans>
              <strong>General information, not legal advice.</strong> What you read here explains
              the law in general. It cannot tell you what to do in your own situation. Laws change,
              so check the official source, and speak with a licensed attorney before you act.
            </Trans>
          </p>
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link
            to={paths.rescissionChecker.getHref()}
            className={buttonClassName('accent', 'lg', 'no-underline')}
          >
            <CalendarClock aria-hidden="true" className="h-5 w-5" />
            <Trans>Check your cancellation deadline</Trans>
          </Link>
          <p className="max-w-md text-brand-100">
            <Trans>
              Recently bought a timeshare? Find out how many days you may have to cancel.
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
