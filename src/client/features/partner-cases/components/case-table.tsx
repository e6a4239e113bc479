import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PartnerCase } from '@shared/contracts/partner-cases';
import { CaseAttentionBadges } from '@client/components/case-attention-badges';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { Button } from '@client/components/ui/button';
import { formatLongDate } from '@client/lib/format-date';

const headClassName = 'px-4 py-3 text-left font-semibold text-ink-900';
// On narrow screens each row is a card and each cell a line of it; from md up, a table.
const cellClassName = 'block py-1 md:table-cell md:px-4 md:py-3 md:align-middle';

/** The column's name inside a card on narrow screens, where the header row is not shown. */
function CardLabel({ children }: { children: ReactNode }) {
  return <span className="font-semibold text-ink-700 md:hidden">{children} </span>;
}

export interface CaseTableProps {
  cases: PartnerCase[];
  /** The firm's calendar day, for overdue requests. */
  today: string;
  onView: (partnerCase: PartnerCase) => void;
}

/** Requirements §2: the assigned cases, each with a View button that opens the case. */
export function CaseTable({ cases, today, onView }: CaseTableProps) {
  const { t } = useLingui();
  return (
    <div className="md:overflow-hidden md:rounded-2xl md:border md:border-ink-200 md:bg-white md:shadow-sm">
      <table className="block w-full text-base md:table">
        <caption className="sr-only">
          <Trans>Cases assigned to your firm</Trans>
        </caption>
        <thead className="hidden border-b-2 border-ink-200 bg-ink-50 md:table-header-group">
          <tr>
            <th scope="col" className={headClassName}>
              <Trans>Case number</Trans>
            </th>
            <th scope="col" className={headClassName}>
              <Trans>Timeshare company</Trans>
            </th>
            <th scope="col" className={headClassName}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={headClassName}>
              <Trans>Priority</Trans>
            </th>
            <th scope="col" className={headClassName}>
              <Trans>Needs attention</Trans>
            </th>
            <th scope="col" className={headClassName}>
              <Trans>Last updated</Trans>
            </th>
            <th scope="col" className={headClassName}>
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-4 md:table-row-group md:space-y-0">
          {cases.map((partnerCase) => {
            const caseNumber = partnerCase.caseNumber;
            return (
              <tr
                key={partnerCase.id}
                className="block rounded-2xl border border-ink-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none md:last:border-b-0"
              >
                <th
                  scope="row"
                  className={`${cellClassName} text-left text-xl font-bold text-ink-900 md:text-base`}
                >
                  {partnerCase.caseNumber}
                </th>
                <td className={`${cellClassName} text-ink-900`}>
                  <CardLabel>
                    <Trans>Company:</Trans>
                  </CardLabel>
                  {partnerCase.timeshareCompany}
                </td>
                <td className={cellClassName}>
                  <StatusBadge status={partnerCase.status} />
                </td>
                <td className={cellClassName}>
                  <CardLabel>
                    <Trans>Priority:</Trans>
                  </CardLabel>
                  <PriorityBadge priority={partnerCase.priority} labelled={false} />
                </td>
                <td className={cellClassName}>
                  <CardLabel>
                    <Trans>Needs attention:</Trans>
                  </CardLabel>
                  <CaseAttentionBadges listed={partnerCase} today={today} />
                </td>
                <td className={`${cellClassName} text-ink-700`}>
                  <CardLabel>
                    <Trans>Last updated:</Trans>
                  </CardLabel>
                  {formatLongDate(partnerCase.updatedAt)}
                </td>
                <td className={`${cellClassName} pt-3 md:text-right`}>
                  <Button
                    variant="outline"
                    aria-label={t`View case ${caseNumber}`}
                    onClick={() => onView(partnerCase)}
                  >
                    <Trans>View</Trans>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
