import { Trans, useLingui } from '@lingui/react/macro';
import { agencyById } from '@shared/agencies';
import { REPORT_AGENCY_IDS } from '@shared/scam-check/flags';

/** Where to report a suspected scam: only the agencies of the legal facts, as printed there. */
export function ReportLinks() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="scam-report-title" className="space-y-3">
      <h3 id="scam-report-title" className="text-xl font-bold text-ink-900">
        <Trans>Report it</Trans>
      </h3>
      <ul className="space-y-3 text-lg text-ink-900">
        {REPORT_AGENCY_IDS.map((id) => {
          const agency = agencyById(id);
          return (
            <li key={id}>
              <a
                href={agency.url}
                rel="noopener noreferrer"
                className="font-semibold underline underline-offset-4"
              >
                {agency.name}
              </a>
              {agency.phones.length > 0 ? <> — {agency.phones.join(' / ')}</> : null}
              <span className="block text-ink-700">{i18n._(agency.useFor)}</span>
              {agency.verifyNote ? (
                <span className="block font-semibold text-amber-900">
                  <Trans>Verify with the official source.</Trans> {i18n._(agency.verifyNote)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
