import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseUpdate } from '@shared/contracts/cases';
import { cn } from '@client/lib/cn';
import { formatDateTime } from '@client/lib/format-date';
import { VisibilityBadge } from '@client/components/visibility-badge';

const newestFirst = (a: CaseUpdate, b: CaseUpdate) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

function UpdateByline({ update }: { update: CaseUpdate }) {
  const when = formatDateTime(update.createdAt);
  const author = update.createdBy;
  return (
    <Trans>
      {when} · By {author}
    </Trans>
  );
}

/** Every update of the case, newest first; internal ones are marked as never shown to the client. */
export function CaseUpdatesList({ updates }: { updates: CaseUpdate[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="admin-case-updates-heading" className="space-y-4">
      <h3 id="admin-case-updates-heading" className="text-xl font-bold text-ink-900">
        <Trans>Updates</Trans>
      </h3>
      {updates.length === 0 ? (
        <p className="text-ink-700">
          <Trans>There are no updates on this case yet.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="admin-case-updates-heading" className="space-y-3">
          {updates.toSorted(newestFirst).map((update) => (
            <li
              key={update.id}
              className={cn(
                'space-y-2 rounded-xl border p-4',
                update.isPublic
                  ? 'border-ink-200 bg-white'
                  : 'border-dashed border-ink-500 bg-ink-50',
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="text-lg font-semibold text-ink-900 [overflow-wrap:anywhere]">
                  {update.title}
                </h4>
                <VisibilityBadge isPublic={update.isPublic} privateLabel={t`Internal`} />
              </div>
              <p className="text-sm text-ink-700">
                <UpdateByline update={update} />
              </p>
              <p className="whitespace-pre-line text-ink-900 [overflow-wrap:anywhere]">
                {update.description}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
