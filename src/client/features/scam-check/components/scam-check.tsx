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
  const [ticked, setTicked] = useState<string[]>([]);
  const flags = tickedFlags(ticked);
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <div className="space-y-10">
      <fieldset className="space-y-2 rounded-2xl border-2 border-ink-300 bg-white p-5 sm:p-6">
        <legend className="px-2 text-2xl font-bold text-ink-900">
          What did the caller or company say or ask?
        </legend>
        <p className="pb-2 text-lg text-ink-700">Tick everything that happened.</p>
        {scamFlags.map((flag) => (
          <CheckboxRow
            key={flag.id}
            id={`scam-flag-${flag.id}`}
            label={flag.label}
            checked={ticked.includes(flag.id)}
            onChange={(event) => toggle(flag.id, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <section aria-labelledby="scam-result-title" aria-live="polite" className="space-y-6">
        <h2 id="scam-result-title" className="text-2xl font-bold text-ink-900 md:text-3xl">
          {flags.length === 0
            ? 'Tick what happened to see the warning signs'
            : flags.length === 1
              ? '1 warning sign'
              : `${flags.length} warning signs`}
        </h2>
        {flags.length > 0 ? (
          <>
            <RedFlagList flags={flags} />
            <section aria-labelledby="scam-what-to-do" className="space-y-3">
              <h3 id="scam-what-to-do" className="text-xl font-bold text-ink-900">
                What to do now
              </h3>
              <ul className="list-disc space-y-2 pl-6 text-lg text-ink-900">
                <li>Do not pay, and do not sign anything yet.</li>
                <li>Do not give your card, bank or account numbers to the caller.</li>
                <li>
                  Call your resort or lender yourself, on the number in your own papers, before you
                  stop or change any payment.
                </li>
                <li>Write down who called, when, and what they said, and keep any papers.</li>
                <li>Report it (below). Reporting helps stop the same people calling others.</li>
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
