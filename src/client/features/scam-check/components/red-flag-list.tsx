import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@client/lib/paths';
import type { ScamFlag } from '@shared/scam-check/flags';
import type { ScamSource } from '@shared/scam-check/sources';

/** Where the record is in our legal database: its search for the citation. */
const legalSearchHref = (source: ScamSource) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an address
  `${paths.legal.getHref()}?q=${encodeURIComponent(source.citation.replace(/ \(.*$/, ''))}`;

function SourceLine({ source }: { source: ScamSource }) {
  const { title, citation } = source;
  return (
    <li className="space-y-1">
      <p className="font-semibold text-ink-900">
        <Trans>
          Source: {title}, {citation}
        </Trans>
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-1">
        <Link to={legalSearchHref(source)} className="underline underline-offset-4">
          <Trans>In our legal database</Trans>
        </Link>
        {source.sourceUrl ? (
          <a
            href={source.sourceUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex items-center gap-1 underline underline-offset-4"
          >
            <Trans>Official source</Trans>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        ) : null}
      </p>
      {source.verifyWithSource ? (
        <p className="font-semibold text-amber-900">
          <Trans>Verify with the official source.</Trans>
        </p>
      ) : null}
    </li>
  );
}

/** Each ticked warning sign, explained, with where the explanation comes from. */
export function RedFlagList({ flags }: { flags: readonly ScamFlag[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="space-y-4">
      {flags.map((flag) => (
        <li
          key={flag.id}
          className="space-y-3 rounded-2xl border-2 border-red-300 bg-red-50 p-5 sm:p-6"
        >
          <h3 className="flex items-start gap-3 text-xl font-bold text-ink-900">
            <TriangleAlert aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-red-700" />
            {i18n._(flag.label)}
          </h3>
          <p className="text-lg text-ink-900">{i18n._(flag.explanation)}</p>
          <ul className="space-y-2 text-lg">
            {flag.sources.map((source) => (
              <SourceLine key={source.id} source={source} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
