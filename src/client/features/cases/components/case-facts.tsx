import { useLingui } from '@lingui/react/macro';
import type { ClientCase } from '@shared/contracts/cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { DescriptionItem } from '@client/components/description-item';
import { formatLongDate } from '@client/lib/format-date';
import { CaseSection } from './case-section';

/** What the client told us when opening the case, with its number, status, priority and date. */
export function CaseFacts({ clientCase }: { clientCase: ClientCase }) {
  const { t } = useLingui();
  return (
    <CaseSection id="case-facts" title={t`About your case`}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem term={t`Case number`}>{clientCase.caseNumber}</DescriptionItem>
        <DescriptionItem term={t`Status`}>
          <StatusBadge status={clientCase.status} />
        </DescriptionItem>
        <DescriptionItem term={t`Priority`}>
          <PriorityBadge priority={clientCase.priority} labelled={false} />
        </DescriptionItem>
        <DescriptionItem term={t`Timeshare company`}>{clientCase.timeshareCompany}</DescriptionItem>
        <DescriptionItem term={t`Purchase date`}>
          {clientCase.purchaseDate || t`Not given`}
        </DescriptionItem>
        <DescriptionItem term={t`Opened on`}>
          {formatLongDate(clientCase.createdAt)}
        </DescriptionItem>
        <DescriptionItem term={t`Your situation`} className="sm:col-span-2">
          <span className="whitespace-pre-line">{clientCase.situation}</span>
        </DescriptionItem>
      </dl>
    </CaseSection>
  );
}
