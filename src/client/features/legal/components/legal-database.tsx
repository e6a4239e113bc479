import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { legalKinds, type LegalKind } from '@shared/legal-filters';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { usePageHead } from '@client/lib/page-head';
import { normaliseLegalQuery } from '../api/search-legal';
import { LegalFiltersForm } from './legal-filters-form';
import { LegalIntro } from './legal-intro';
import { LegalKindList } from './legal-kind-list';
import {
  filtersFromParams,
  isLegalKind,
  kindFromParams,
  kindInfo,
  paramsForKind,
  paramsWithFilter,
  paramsWithoutFilters,
  QUERY_PARAM,
} from './legal-kinds';
import { LegalSearchForm } from './legal-search-form';
import { LegalSearchResults } from './legal-search-results';

/**
 * Requirements §2 Legal database (/legal): an introduction, Search All, and five tabs each with the
 * filters of requirements §9. The tab, the filters and the search words live in the address
 * (?tab=cases&jurisdiction=florida&q=...), so a search can be shared and Back returns to it.
 */
export function LegalDatabase() {
  const { t, i18n } = useLingui();
  usePageHead({
    title: t`Legal Database`,
    description: t`The laws, court decisions and government rules that protect timeshare owners, with letters you can fill in and print. General information, not legal advice.`,
  });
  const [params, setParams] = useSearchParams();
  const kind = kindFromParams(params);
  const filters = filtersFromParams(kind, params);
  const query = normaliseLegalQuery(params.get(QUERY_PARAM) ?? '');

  // Every choice is a step in the history: Back undoes it.
  const go = (next: URLSearchParams) => setParams(next, { preventScrollReset: true });

  function search(words: string) {
    const next = new URLSearchParams(params);
    next.set(QUERY_PARAM, words);
    go(next);
  }

  function clearSearch() {
    const next = new URLSearchParams(params);
    next.delete(QUERY_PARAM);
    go(next);
  }

  function chooseKind(value: string) {
    if (isLegalKind(value) && value !== kind) go(paramsForKind(value, params));
  }

  return (
    <>
      <LegalIntro />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 md:py-14">
        <div className="space-y-6">
          <LegalSearchForm initialQuery={query} onSearch={search} />
          {query ? <LegalSearchResults query={query} onClear={clearSearch} /> : null}
        </div>
        <section aria-labelledby="legal-browse-heading" className="space-y-4">
          <h2 id="legal-browse-heading" className="text-3xl font-bold text-ink-900">
            <Trans>Browse by type</Trans>
          </h2>
          <Tabs value={kind} onValueChange={chooseKind}>
            <TabsList
              aria-label={t`Kinds of legal information`}
              className="grid-flow-row grid-cols-2 sm:grid-cols-3 lg:grid-flow-col lg:grid-cols-none"
            >
              {legalKinds.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {i18n._(kindInfo[value].tab)}
                </TabsTrigger>
              ))}
            </TabsList>
            {legalKinds.map((value) => (
              <TabsContent key={value} value={value} className="space-y-6">
                {value === kind ? (
                  <KindPanel
                    kind={value}
                    filters={filters}
                    onFilter={(key, chosen) => go(paramsWithFilter(params, value, key, chosen))}
                    onClearFilters={() => go(paramsWithoutFilters(params, value))}
                  />
                ) : null}
              </TabsContent>
            ))}
          </Tabs>
        </section>
      </div>
    </>
  );
}

function KindPanel({
  kind,
  filters,
  onFilter,
  onClearFilters,
}: {
  kind: LegalKind;
  filters: Readonly<Record<string, string>>;
  onFilter: (key: string, value: string) => void;
  onClearFilters: () => void;
}) {
  return (
    <>
      <LegalFiltersForm
        kind={kind}
        filters={filters}
        onChange={onFilter}
        onClear={onClearFilters}
      />
      <LegalKindList kind={kind} filters={filters} onClearFilters={onClearFilters} />
    </>
  );
}
