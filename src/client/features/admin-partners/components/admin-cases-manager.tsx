import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  assignmentFilterValues,
  type AdminCase,
  type AdminCaseListQuery,
} from '@shared/contracts/admin-cases';
import { casePriorities, caseStatuses } from '@shared/domain-values';
import { QueryStatus } from '@client/components/load-status';
import { countLabel } from '@client/lib/count-label';
import { adminCasesSearch, useAdminCases } from '../api/get-admin-cases';
import { AdminCasesTable } from './admin-cases-table';
import { AssignPartnerDialog } from './assign-partner-dialog';
import { CaseFilters, type CaseFilterChange } from './case-filters';
import { Pagination } from '@client/components/pagination';

function oneOf<Value extends string>(values: readonly Value[], raw: string | null) {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as Value) : undefined;
}

/** The filters live in the address, so a reload, the back button or a shared link keep them. */
function readQuery(params: URLSearchParams): AdminCaseListQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: oneOf(caseStatuses, params.get('status')),
    priority: oneOf(casePriorities, params.get('priority')),
    assignment: oneOf(assignmentFilterValues, params.get('assignment')) ?? 'all',
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function Results({
  query,
  onPage,
  onAssign,
}: {
  query: AdminCaseListQuery;
  onPage: (page: number) => void;
  onAssign: (adminCase: AdminCase) => void;
}) {
  const list = useAdminCases(query);
  if (!list.isSuccess) {
    return (
      <QueryStatus
        query={list}
        loadingLabel="Loading the cases"
        failedTitle="We could not load the cases."
      />
    );
  }
  const { cases, total, page, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const filtered =
    query.status !== undefined ||
    query.priority !== undefined ||
    query.assignment !== 'all' ||
    query.q !== undefined;
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="space-y-4" aria-busy={list.isPlaceholderData || undefined}>
      <p className="text-ink-700" role="status">
        {total === 0
          ? filtered
            ? 'No cases match these filters.'
            : 'There are no cases yet.'
          : cases.length === 0
            ? `There are no cases on page ${page}.`
            : `Showing ${first} to ${first + cases.length - 1} of ${countLabel(total, 'case')}.`}
      </p>
      {cases.length > 0 ? <AdminCasesTable cases={cases} onAssign={onAssign} /> : null}
      {pageCount > 1 || page > 1 ? (
        <Pagination
          label="Pages of cases"
          page={page}
          pageCount={Math.max(pageCount, page)}
          onPage={onPage}
        />
      ) : null}
    </div>
  );
}

/** Every client's case with filters and search, and assigning a case to a verified partner. */
export function AdminCasesManager() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [assigning, setAssigning] = useState<AdminCase | null>(null);

  function update(next: AdminCaseListQuery) {
    // The address uses the same parameters as the API call.
    setParams(new URLSearchParams(adminCasesSearch(next)));
  }

  return (
    <section aria-labelledby="admin-cases-heading" className="space-y-5">
      <h2 id="admin-cases-heading" className="text-2xl font-bold text-ink-900">
        Cases
      </h2>
      <CaseFilters
        query={query}
        onChange={(change: CaseFilterChange) => update({ ...query, ...change, page: 1 })}
      />
      <Results
        query={query}
        onPage={(page) => update({ ...query, page })}
        onAssign={setAssigning}
      />
      <AssignPartnerDialog adminCase={assigning} onClose={() => setAssigning(null)} />
    </section>
  );
}
