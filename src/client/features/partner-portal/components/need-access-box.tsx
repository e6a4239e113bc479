import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { ContactLines } from '@client/components/contact-lines';
import { Card } from '@client/components/ui/card';
import { paths } from '@client/lib/paths';

/** Requirements §2 Partner sign in: the 'Need Access?' box, with the support e-mail and phones. */
export function NeedAccessBox() {
  const { t } = useLingui();
  return (
    <Card role="region" aria-labelledby="need-access-title" className="space-y-4">
      <h2
        id="need-access-title"
        className="flex items-center gap-2 text-2xl font-bold text-ink-900"
      >
        <KeyRound aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
        <Trans>Need Access?</Trans>
      </h2>
      <p className="text-ink-700">
        <Trans>
          The partner portal is for legal professionals we have approved. To join our network, read
          about it and apply on the partner portal. Once you are approved, we e-mail you a link to
          set your password.
        </Trans>
      </p>
      <Link
        to={paths.partnerPortal.getHref()}
        className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
      >
        <Trans>Go to the Partner Portal</Trans>
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
      <div className="space-y-2 border-t border-ink-200 pt-4">
        <h3 className="text-lg font-bold text-ink-900">
          <Trans>Partner support</Trans>
        </h3>
        <p className="text-ink-700">
          <Trans>Trouble signing in? Write or call us:</Trans>
        </p>
        <ContactLines emailSubject={t`Partner portal help`} />
      </div>
    </Card>
  );
}
