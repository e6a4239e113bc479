import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { auditActorKindValues, type AuditListQuery } from '@shared/contracts/admin-ops';
import { QueryStatus } from '@client/components/load-status';
import { auditSearch, useAuditLog } from '../api/audit';
import { AuditEntryItem } from './audit-entry-item';
import { AuditFilters, type AuditFilterValues } from './audit-filters';
import { Pagination } from '@client/components/pagination';

const text = (value: string | null) => value?.trim() || undefined;

/** The filters live in the address, so a reload, the back button or a shared link keep them. */
function readQuery(params: URLSearchParams): AuditListQuery {
  const kind = params.get('actorKind') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    actorKind: (auditActorKindValues as readonly string[]).includes(kind)
      ? (kind as AuditListQuery['actorKind'])
      : undefined,
    action: text(params.get('action')),
    entityType: text(params.get('entityType')),
    entityId: text(params.get('entityId')),
    from: text(params.get('from')),
    to: text(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function Results({ query, onPage }: { query: AuditListQuery; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const log = useAuditLog(query);
  if (!log.isSuccess) {
    return (
      <QueryStatus
        query={log}
        loadingLabel={t`Loading the audit log`}
        failedTitle={t`We could not load the audit log.`}
      />
    );
  }
  const { entries, total, page, pageSize } = log.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize), page);
  const first = (page - 1) * pageSize + 1;
  const last = first + entries.length - 1;
  return (
    <div className="space-y-4" aria-busy={log.isPlaceholderData || undefined}>
      <p role="status" className="text-ink-700">
        {total === 0
          ? t`No entries match these filters.`
          : entries.length === 0
            ? t`There are no entries on page ${page}.`
            : t`Showing ${first} to ${last} of ${plural(total, { one: '# entry', other: '# entries' })}, newest first.`}
      </p>
      {entries.length > 0 ? (
        <ul aria-label={t`Audit entries`} className="space-y-3">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : null}
      {pageCount > 1 ? (
        <Pagination
          label={t`Pages of the audit log`}
          page={page}
          pageCount={pageCount}
          onPage={onPage}
        />
      ) : null}
    </div>
  );
}

/** The audit log, read-only: who changed what, when, with before and after. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const update = (next: AuditListQuery) => setParams(new URLSearchParams(auditSearch(next)));

  return (
    <section aria-labelledby="audit-heading" className="space-y-5">
      <h2 id="audit-heading" className="text-2xl font-bold text-ink-900">
        <Trans>Audit log</Trans>
      </h2>
      <p className="text-ink-700">
        <Trans>
          Every change by staff, partners and the system, kept for the record. Entries cannot be
          changed or removed here.
        </Trans>
      </p>
      <AuditFilters
        query={query}
        onApply={(filters: AuditFilterValues) => update({ ...filters, page: 1 })}
      />
      <Results query={query} onPage={(page) => update({ ...query, page })} />
    </section>
  );
}
