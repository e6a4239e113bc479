import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCase, AdminCaseListQuery } from '@shared/contracts/admin-cases';
import { QueryStatus } from '@client/components/load-status';
import { Pagination } from '@client/components/pagination';
import { adminCasesSearch, useAdminCases } from '../api/get-admin-cases';
import { AdminCasesTable } from './admin-cases-table';
import { AssignPartnerDialog } from './assign-partner-dialog';
import { CaseDialog } from './case-dialog';
import { CaseFilters, type CaseFilterChange, type CaseFilterChangeOptions } from './case-filters';
import { isFiltered, readCaseQuery } from './case-query';
import { CaseSelectionBar } from './case-selection-bar';

/** The selected cases, and the list (filters and page) they were selected in. */
interface Selection {
  listedBy: string;
  ids: ReadonlySet<string>;
}

function Results({
  query,
  onPage,
  onOpen,
  onAssign,
}: {
  query: AdminCaseListQuery;
  onPage: (page: number) => void;
  onOpen: (adminCase: AdminCase) => void;
  onAssign: (adminCase: AdminCase) => void;
}) {
  const { t } = useLingui();
  const list = useAdminCases(query);
  const listedBy = adminCasesSearch(query);
  const [selection, setSelection] = useState<Selection>({ listedBy, ids: new Set() });
  if (!list.isSuccess) {
    return (
      <QueryStatus
        query={list}
        loadingLabel={t`Loading the cases`}
        failedTitle={t`We could not load the cases.`}
      />
    );
  }
  const { cases, total, page, pageSize } = list.data;
  // A selection belongs to one page of one list: another page or filter starts with none, and
  // a case that left the list (after a refresh) is no longer selected.
  const selectedIds =
    selection.listedBy === listedBy && !list.isPlaceholderData
      ? cases.filter((adminCase) => selection.ids.has(adminCase.id)).map(({ id }) => id)
      : [];
  const select = (ids: Iterable<string>) => setSelection({ listedBy, ids: new Set(ids) });

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = first + cases.length - 1;
  return (
    <div className="space-y-4" aria-busy={list.isPlaceholderData || undefined}>
      <p className="text-ink-700" role="status">
        {total === 0
          ? isFiltered(query)
            ? t`No cases match these filters.`
            : t`There are no cases yet.`
          : cases.length === 0
            ? t`There are no cases on page ${page}.`
            : t`Showing ${first} to ${last} of ${plural(total, { one: '# case', other: '# cases' })}.`}
      </p>
      {cases.length > 0 ? (
        <>
          <CaseSelectionBar
            cases={cases}
            selectedIds={selectedIds}
            onSelectAll={(all) => select(all ? cases.map(({ id }) => id) : [])}
            onClear={() => select([])}
          />
          <AdminCasesTable
            cases={cases}
            selectedIds={new Set(selectedIds)}
            onSelect={(caseId, selected) =>
              select(
                selected
                  ? [...selectedIds, caseId]
                  : selectedIds.filter((selectedId) => selectedId !== caseId),
              )
            }
            onOpen={onOpen}
            onAssign={onAssign}
          />
        </>
      ) : null}
      {pageCount > 1 || page > 1 ? (
        <Pagination
          label={t`Pages of cases`}
          page={page}
          pageCount={Math.max(pageCount, page)}
          onPage={onPage}
        />
      ) : null}
    </div>
  );
}

/**
 * Every client's case: filters and search kept in the address (so a reload, the back button
 * or a link from the overview keep them), staff owners given in bulk, and each case opened to
 * change its priority, assign a partner and add updates.
 */
export function AdminCasesManager() {
  const [params, setParams] = useSearchParams();
  const query = readCaseQuery(params);
  const [opened, setOpened] = useState<AdminCase | null>(null);
  const [assigning, setAssigning] = useState<AdminCase | null>(null);

  function update(next: AdminCaseListQuery, options?: CaseFilterChangeOptions) {
    // The address uses the same parameters as the API call.
    setParams(new URLSearchParams(adminCasesSearch(next)), options);
  }

  return (
    <section aria-labelledby="admin-cases-heading" className="space-y-5">
      <h2 id="admin-cases-heading" className="text-2xl font-bold text-ink-900">
        <Trans>Cases</Trans>
      </h2>
      <CaseFilters
        query={query}
        onChange={(change: CaseFilterChange, options) =>
          update({ ...query, ...change, page: 1 }, options)
        }
        onClear={() => update({ assignment: 'all', page: 1 })}
      />
      <Results
        query={query}
        onPage={(page) => update({ ...query, page })}
        onOpen={setOpened}
        onAssign={setAssigning}
      />
      {/* Side by side, not nested: the partner dialog opens above the case dialog. */}
      <CaseDialog
        selected={opened}
        onAssignPartner={setAssigning}
        onClose={() => setOpened(null)}
      />
      <AssignPartnerDialog adminCase={assigning} onClose={() => setAssigning(null)} />
    </section>
  );
}
