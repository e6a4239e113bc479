import { Trans, useLingui } from '@lingui/react/macro';
import { LegalDisclaimer } from '@client/features/legal/components/legal-disclaimer';
import { AskForHelp } from '@client/features/scam-check/components/ask-for-help';
import { ScamCheck } from '@client/features/scam-check/components/scam-check';
import { usePageHead } from '@client/lib/page-head';

/** Public tool: tick what a caller said and see which warning signs it shows, and where to report. */
export default function ScamCheckPage() {
  const { t } = useLingui();
  const title = t`Is this offer a scam?`;
  usePageHead({
    title,
    description: t`Did someone offer to sell or cancel your timeshare? Tick what they said and see the warning signs, what the law says, and where to report a scam.`,
  });
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold text-ink-900 md:text-5xl">{title}</h1>
        <p className="text-xl text-ink-700">
          <Trans>
            Did a company call, write or advertise to buy, sell or cancel your timeshare? Tick what
            they said or asked, and we will explain each warning sign and where to report it.
          </Trans>
        </p>
        <p className="text-lg text-ink-700">
          <Trans>Nothing you tick here is saved or sent anywhere unless you ask us for help.</Trans>
        </p>
      </header>
      <ScamCheck renderHelp={(flags) => <AskForHelp flags={flags} />} />
      <LegalDisclaimer />
    </div>
  );
}
