import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FolderOpen, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { PartnerCase } from '@shared/contracts/partner-cases';
import { LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { localDay } from '@client/lib/format-date';
import { usePartnerCases } from '../api/get-partner-cases';
import { CaseCounters } from './case-counters';
import { CaseDetailDialog } from './case-detail-dialog';
import { CaseFilters } from './case-filters';
import {
  clearFilters,
  countCases,
  defaultCaseListQuery,
  isFiltered,
  viewCases,
} from './case-list-view';
import { CaseTable } from './case-table';
import { LoadProblemNotice } from './load-problem-notice';

const emptyBoxClassName =
  'space-y-3 rounded-2xl border-2 border-dashed border-ink-300 bg-white p-8 text-center';

function NoCasesYet() {
  return (
    <div className={emptyBoxClassName}>
      <FolderOpen aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <p className="text-xl font-semibold text-ink-900">
        <Trans>No cases assigned yet</Trans>
      </p>
      <p className="text-lg text-ink-700">
        <Trans>
          When our team assigns a client's case to your firm, it will appear here with the client's
          details, documents and updates. Please check back soon, or contact us if you expected to
          see a case.
        </Trans>
      </p>
    </div>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className={emptyBoxClassName}>
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <p className="text-xl font-semibold text-ink-900">
        <Trans>No cases match your search or filters</Trans>
      </p>
      <p className="text-lg text-ink-700">
        <Trans>Try other words, or clear the filters to see every case.</Trans>
      </p>
      <Button variant="outline" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </Button>
    </div>
  );
}

/** Requirements §2: the counters, search and filters, the assigned cases and the case dialog. */
export function AssignedCases({ partnerId }: { partnerId: string }) {
  const { t } = useLingui();
  const cases = usePartnerCases(partnerId);
  const [query, setQuery] = useState(defaultCaseListQuery);
  const [selected, setSelected] = useState<PartnerCase | null>(null);
  const all = cases.data;
  const today = localDay();
  const shown = useMemo(() => (all ? viewCases(all, query, today) : []), [all, query, today]);
  const counts = useMemo(() => countCases(all ?? []), [all]);
  const filtered = isFiltered(query);

  function body() {
    if (cases.isPending) {
      return (
        <LoadingMessage
          label={t`Loading your assigned cases`}
          className="rounded-2xl border border-ink-200 bg-white p-6"
        />
      );
    }
    const problem = cases.isError ? (
      <LoadProblemNotice
        error={cases.error}
        subject="cases"
        onRetry={() => void cases.refetch()}
        className="rounded-2xl p-6"
      />
    ) : null;
    // A failed refresh keeps the cases already shown, under the notice.
    if (!cases.data) return problem;
    if (cases.data.length === 0) return problem ?? <NoCasesYet />;
    const shownCount = shown.length;
    const total = cases.data.length;
    return (
      <>
        {problem}
        <CaseFilters query={query} onChange={setQuery} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-lg text-ink-700">
            <Plural
              value={total}
              one={`Showing ${shownCount} of # case`}
              other={`Showing ${shownCount} of # cases`}
            />
          </p>
          {filtered && shown.length > 0 ? (
            <Button variant="ghost" onClick={() => setQuery(clearFilters(query))}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </div>
        {shown.length === 0 ? (
          <NoMatches onClear={() => setQuery(clearFilters(query))} />
        ) : (
          <CaseTable cases={shown} today={today} onView={setSelected} />
        )}
      </>
    );
  }

  return (
    <>
      {cases.data ? <CaseCounters counts={counts} /> : null}
      <section aria-labelledby="assigned-cases-heading" className="space-y-5">
        <h2 id="assigned-cases-heading" className="text-2xl font-bold text-ink-900 md:text-3xl">
          <Trans>Assigned Cases</Trans>
        </h2>
        {body()}
      </section>
      <CaseDetailDialog
        partnerId={partnerId}
        selected={selected}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
