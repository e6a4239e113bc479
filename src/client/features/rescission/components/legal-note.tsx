import { Trans } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { LegalDatabaseLink } from '@client/components/legal-database-link';
import { HelpLink } from './help-link';

/** Said wherever the checker's answer is shown: general information, not legal advice. */
export function LegalNote() {
  return (
    <section
      aria-labelledby="deadline-legal-note-title"
      className="space-y-4 rounded-2xl border-2 border-ink-300 bg-ink-50 p-5 sm:p-6"
    >
      <h2
        id="deadline-legal-note-title"
        className="flex items-center gap-3 text-xl font-bold text-ink-900"
      >
        <Info aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
        <Trans>General information, not legal advice</Trans>
      </h2>
      <p className="text-lg text-ink-900">
        <Trans>
          This checker gives general information about state laws. It is not legal advice. Laws
          change, and your contract may give you more time or set out its own steps. Check the
          official source, and for advice on your own situation, contact us or an attorney.
        </Trans>
      </p>
      <p className="text-lg text-ink-900">
        <Trans>
          The laws behind these dates, and fill-in cancellation letters for some states, are in our
          legal database.
        </Trans>{' '}
        <LegalDatabaseLink />
      </p>
      <HelpLink />
    </section>
  );
}
