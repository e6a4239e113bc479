import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseUpdate } from '@shared/contracts/cases';
import { caseUpdateText } from '@shared/case-update-texts';
import { formatLongDate } from '@client/lib/format-date';
import { VisibilityBadge } from '@client/components/visibility-badge';

const newestFirst = (a: CaseUpdate, b: CaseUpdate) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** When an update was written, and by whom. */
function UpdateByline({ createdAt, createdBy }: { createdAt: string; createdBy: string }) {
  const date = formatLongDate(createdAt);
  return (
    <Trans>
      {date} · By {createdBy}
    </Trans>
  );
}

/** The Updates tab: every update, public and private, newest first. */
export function CaseUpdatesPanel({ updates }: { updates: CaseUpdate[] }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="case-updates-heading" className="space-y-4">
      <h3 id="case-updates-heading" className="text-xl font-bold text-ink-900">
        <Trans>Updates</Trans>
      </h3>
      {updates.length === 0 ? (
        <p className="text-lg text-ink-700">
          <Trans>
            There are no updates on this case yet. Notes and status changes will appear here.
          </Trans>
        </p>
      ) : (
        <ul aria-labelledby="case-updates-heading" className="space-y-3">
          {updates.toSorted(newestFirst).map((update) => (
            <li
              key={update.id}
              className="space-y-2 rounded-xl border border-ink-200 bg-ink-50 p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="text-lg font-semibold text-ink-900">
                  {caseUpdateText(i18n, update.title)}
                </h4>
                <VisibilityBadge isPublic={update.isPublic} privateLabel={t`Private note`} />
              </div>
              <p className="text-base text-ink-600">
                <UpdateByline createdAt={update.createdAt} createdBy={update.createdBy} />
              </p>
              <p className="text-lg whitespace-pre-line text-ink-900">
                {caseUpdateText(i18n, update.description)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
