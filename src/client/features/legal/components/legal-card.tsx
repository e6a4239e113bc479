import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { LegalKind } from '@shared/legal-filters';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import type { LegalRecordOfKind } from '../api/get-legal-list';
import { AudienceBadge } from './audience-badge';
import { FactList } from './fact-list';
import { itemResourceType, kindInfo, recordTitle } from './legal-kinds';
import { cardFacts, cardTexts } from './record-facts';
import { VerifyBadge } from './verify-badge';

export interface LegalCardProps<K extends LegalKind> {
  kind: K;
  record: LegalRecordOfKind[K];
  headingLevel?: 'h3' | 'h4';
  /** Leaves the summary out and stacks the facts, for short lists such as related entries. */
  compact?: boolean;
}

/** One record in a list: its name, the facts of its screen shape, its summary and a link. */
export function LegalCard<K extends LegalKind>({
  kind,
  record,
  headingLevel = 'h3',
  compact = false,
}: LegalCardProps<K>) {
  const { i18n } = useLingui();
  const Heading = headingLevel;
  const title = recordTitle(kind, record);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const headingId = `legal-${kind}-${record.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
    >
      <header className="space-y-2">
        <p className="text-base font-semibold text-brand-800">{i18n._(kindInfo[kind].singular)}</p>
        <Heading
          id={headingId}
          // The database's entries are written in English (official names and titles).
          lang="en"
          className={cn('font-bold text-ink-900', compact ? 'text-xl' : 'text-2xl leading-snug')}
        >
          {title}
        </Heading>
        {record.verifyWithSource ? <VerifyBadge /> : null}
        {'targetAudience' in record ? <AudienceBadge audience={record.targetAudience} /> : null}
      </header>
      <FactList facts={cardFacts(kind, record, i18n)} stacked={compact} />
      <div className="flex-1 space-y-3">
        {(compact ? [] : cardTexts(kind, record, i18n)).map((section) => (
          <div key={section.heading}>
            <p className="font-semibold text-ink-900">{section.heading}</p>
            <p lang="en" className="text-ink-700">
              {section.text}
            </p>
          </div>
        ))}
      </div>
      <Link
        to={paths.legalItem.getHref(itemResourceType(kind), record.id)}
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold underline underline-offset-4"
      >
        <Trans>
          Read more<span className="sr-only">: {title}</span>
        </Trans>
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </article>
  );
}
