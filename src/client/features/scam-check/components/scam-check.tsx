import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { CheckboxRow } from '@client/components/checkbox-row';
import { tickedFlags, scamFlags } from '@shared/scam-check/flags';
import { RedFlagList } from './red-flag-list';
import { ReportLinks } from './report-links';

/**
 * "Is this offer a scam?": the person ticks what a caller said; each ticked warning sign is
 * explained at once with its source. Nothing is stored or sent; `renderHelp` gets the ticked
 * flags so the page can offer to send them to us, only if the person asks.
 */
export function ScamCheck({
  renderHelp,
}: {
  renderHelp?: (flags: ReturnType<typeof tickedFlags>) => ReactNode;
}) {
  const { i18n } = useLingui();
  const [ticked, setTicked] = useState<string[]>([]);
  const flags = tickedFlags(ticked);
  const count = flags.length;
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <div className="space-y-10">
      <fieldset className="space-y-2 rounded-2xl border-2 border-ink-300 bg-white p-5 sm:p-6">
        <legend className="px-2 text-2xl font-bold text-ink-900">
          <Trans>What did the caller or company say or ask?</Trans>
        </legend>
        <p className="pb-2 text-lg text-ink-700">
          <Trans>Tick everything that happened.</Trans>
        </p>
        {scamFlags.map((flag) => (
          <CheckboxRow
            key={flag.id}
            id={`scam-flag-${flag.id}`}
            label={i18n._(flag.label)}
            checked={ticked.includes(flag.id)}
            onChange={(event) => toggle(flag.id, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <section aria-labelledby="scam-result-title" aria-live="polite" className="space-y-6">
        <h2 id="scam-result-title" className="text-2xl font-bold text-ink-900 md:text-3xl">
          {count === 0 ? (
            <Trans>Tick what happened to see the warning signs</Trans>
          ) : (
            <Plural value={count} one="# warning sign" other="# warning signs" />
          )}
        </h2>
        {flags.length > 0 ? (
          <>
            <RedFlagList flags={flags} />
            <section aria-labelledby="scam-what-to-do" className="space-y-3">
              <h3 id="scam-what-to-do" className="text-xl font-bold text-ink-900">
                <Trans>What to do now</Trans>
              </h3>
              <ul className="list-disc space-y-2 pl-6 text-lg text-ink-900">
                <li>
                  <Trans>Do not pay, and do not sign anything yet.</Trans>
                </li>
                <li>
                  <Trans>Do not give your card, bank or account numbers to the caller.</Trans>
                </li>
                <li>
                  <Trans>
                    Call your resort or lender yourself, on the number in your own papers, before
                    you stop or change any payment.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    Write down who called, when, and what they said, and keep any papers.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    Report it (below). Reporting helps stop the same people calling others.
                  </Trans>
                </li>
              </ul>
            </section>
          </>
        ) : null}
        <ReportLinks />
        {flags.length > 0 && renderHelp ? renderHelp(flags) : null}
      </section>
    </div>
  );
}
