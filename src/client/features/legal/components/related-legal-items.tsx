import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import type { LegalResource } from '@shared/contracts/legal';
import type { LegalKind } from '@shared/legal-filters';
import { useLegalList, type LegalRecordOfKind } from '../api/get-legal-list';
import { jurisdictionLabel } from './format';
import { LegalCard } from './legal-card';
import { filterChoices, kindInfo } from './legal-kinds';
import { legalSearchHref } from './legal-links';

export const RELATED_LEGAL_LIMIT = 3;

/** Citations a resource names, each a link that searches the database for it. */
export function RelatedCitations({ resource }: { resource: LegalResource }) {
  const { t } = useLingui();
  const groups = [
    { heading: t`Related statutes`, citations: resource.relatedStatutes },
    { heading: t`Related court cases`, citations: resource.relatedCases },
  ].filter((group) => group.citations.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="legal-related-heading" className="space-y-4">
      <h2 id="legal-related-heading" className="text-2xl font-bold text-ink-900 md:text-3xl">
        <Trans>Related laws and cases</Trans>
      </h2>
      {groups.map((group) => (
        <div key={group.heading} className="space-y-2">
          <h3 className="text-xl font-bold text-ink-900">{group.heading}</h3>
          <ul className="space-y-1">
            {group.citations.map((citation) => (
              <li key={citation}>
                <Link
                  to={legalSearchHref(citation)}
                  className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold underline underline-offset-4"
                >
                  <Search aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {citation}
                  <span className="sr-only">
                    {' '}
                    <Trans>(search the legal database)</Trans>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Others of the same kind in the same jurisdiction, up to three; nothing if there are none. */
export function SameJurisdictionItems<K extends LegalKind>({
  kind,
  record,
}: {
  kind: K;
  record: LegalRecordOfKind[K] & { jurisdiction: string };
}) {
  const { i18n } = useLingui();
  const offered =
    kind !== 'resources' &&
    filterChoices(kind, 'jurisdiction').options.some(
      (option) => option.value === record.jurisdiction,
    );
  const list = useLegalList(kind, { jurisdiction: record.jurisdiction }, { enabled: offered });
  const others = (list.data ?? [])
    .filter((other) => other.id !== record.id)
    .slice(0, RELATED_LEGAL_LIMIT);
  if (!offered || others.length === 0) return null;
  return (
    <section aria-labelledby="legal-related-heading" className="space-y-4">
      <h2 id="legal-related-heading" className="text-2xl font-bold text-ink-900 md:text-3xl">
        {i18n._(kindInfo[kind].more(jurisdictionLabel(record.jurisdiction, i18n)))}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {others.map((other) => (
          <li key={other.id}>
            <LegalCard kind={kind} record={other} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
