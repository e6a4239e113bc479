import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseUpdate } from '@shared/contracts/cases';
import { caseUpdateText } from '@shared/case-update-texts';
import { formatLongDate } from '@client/lib/format-date';
import { CaseSection } from './case-section';

/** The public updates on the case, newest first. */
export function CaseUpdates({ updates }: { updates: readonly CaseUpdate[] }) {
  const { t, i18n } = useLingui();
  const shown = updates.filter((update) => update.isPublic);
  return (
    <CaseSection id="case-updates" title={t`Updates`}>
      {shown.length === 0 ? (
        <p className="text-ink-700">
          <Trans>
            There are no updates on this case yet. We will post them here as your case moves
            forward.
          </Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {shown.map((update) => {
            const createdBy = update.createdBy;
            return (
              <li key={update.id} className="rounded-xl border border-ink-200 bg-ink-50 p-4">
                <h3 className="font-semibold text-ink-900">{caseUpdateText(i18n, update.title)}</h3>
                <p className="text-sm text-ink-600">
                  {formatLongDate(update.createdAt)} · <Trans>By {createdBy}</Trans>
                </p>
                <p className="mt-2 whitespace-pre-line text-ink-900">
                  {caseUpdateText(i18n, update.description)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </CaseSection>
  );
}
