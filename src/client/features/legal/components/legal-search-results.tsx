import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { LegalSearchHit } from '@shared/contracts/legal';
import { legalKinds, type LegalKind } from '@shared/legal-filters';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { useLegalSearch } from '../api/search-legal';
import { jurisdictionLabel, markOnlyHtml } from './format';
import { itemResourceType, kindInfo } from './legal-kinds';

/** The hits of each kind, in the order of the tabs, best first within a kind. */
export function groupHits(hits: readonly LegalSearchHit[]): [LegalKind, LegalSearchHit[]][] {
  return legalKinds
    .map((kind): [LegalKind, LegalSearchHit[]] => [
      kind,
      hits.filter((hit) => hit.kind === kind).sort((a, b) => b.rank - a.rank),
    ])
    .filter(([, group]) => group.length > 0);
}

function SearchHit({ hit }: { hit: LegalSearchHit }) {
  const { i18n } = useLingui();
  const details = [
    hit.citation,
    hit.jurisdiction ? jurisdictionLabel(hit.jurisdiction, i18n) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="space-y-1 rounded-xl border border-ink-200 bg-white p-4">
      <Link
        to={paths.legalItem.getHref(itemResourceType(hit.kind), hit.id)}
        className="text-xl font-semibold underline underline-offset-4"
        lang="en"
      >
        {hit.title}
      </Link>
      {details ? <p className="text-ink-700">{details}</p> : null}
      <p
        className="text-ink-900 [&_mark]:rounded [&_mark]:bg-accent-100 [&_mark]:px-0.5 [&_mark]:font-bold [&_mark]:text-ink-900 [&_mark]:underline [&_mark]:decoration-2"
        // Only <mark> survives markOnlyHtml: every other tag is removed and stray '<' escaped.
        dangerouslySetInnerHTML={{ __html: markOnlyHtml(hit.snippet) }}
      />
    </li>
  );
}

export interface LegalSearchResultsProps {
  query: string;
  onClear: () => void;
}

/** Requirements §2 'Search All': the results grouped by kind, with counts and highlighted words. */
export function LegalSearchResults({ query, onClear }: LegalSearchResultsProps) {
  const { t, i18n } = useLingui();
  const search = useLegalSearch(query);
  const headingId = 'legal-search-results-heading';

  let body;
  if (search.isPending) {
    body = <LoadingMessage label={t`Searching the legal database`} />;
  } else if (search.isError) {
    body = (
      <LoadFailed
        title={t`We could not finish the search.`}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    );
  } else if (search.data.results.length === 0) {
    body = (
      <div className="space-y-2 rounded-2xl border-2 border-dashed border-ink-300 bg-white p-6 text-center">
        <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <p role="status" className="text-xl font-semibold text-ink-900">
          <Trans>Nothing in the legal database matches these words.</Trans>
        </p>
        <p className="text-ink-700">
          <Trans>Try another word, a shorter phrase, or browse by type below.</Trans>
        </p>
      </div>
    );
  } else {
    const { results, total } = search.data;
    const shown = results.length;
    body = (
      <div className="space-y-6">
        <p role="status" className="text-lg text-ink-700">
          {i18n._(
            total > shown
              ? msg`${plural(total, { one: '# result', other: '# results' })} found. Showing the best ${shown}.`
              : msg`${plural(total, { one: '# result', other: '# results' })} found.`,
          )}
        </p>
        {groupHits(results).map(([kind, hits]) => {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
          const groupId = `legal-search-group-${kind}`;
          return (
            <section key={kind} aria-labelledby={groupId} className="space-y-3">
              <h3 id={groupId} className="text-2xl font-bold text-ink-900">
                {i18n._(kindInfo[kind].tab)}{' '}
                <span className="font-normal text-ink-700">
                  (<Plural value={hits.length} one="# result" other="# results" />)
                </span>
              </h3>
              <ul className="space-y-3">
                {hits.map((hit) => (
                  <SearchHit key={`${hit.kind}-${hit.id}`} hit={hit} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-ink-200 bg-ink-100 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-ink-900 md:text-3xl">
          <Trans>Results for “{query}”</Trans>
        </h2>
        <Button variant="outline" onClick={onClear}>
          <Trans>Clear search</Trans>
        </Button>
      </div>
      {body}
    </section>
  );
}
