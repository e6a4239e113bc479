import type { ClientCase } from '@shared/contracts/cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { DescriptionItem } from '@client/components/description-item';
import { formatLongDate } from '@client/lib/format-date';
import { CaseSection } from './case-section';

/** What the client told us when opening the case, with its number, status, priority and date. */
export function CaseFacts({ clientCase }: { clientCase: ClientCase }) {
  return (
    <CaseSection id="case-facts" title="About your case">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem term="Case number">{clientCase.caseNumber}</DescriptionItem>
        <DescriptionItem term="Status">
          <StatusBadge status={clientCase.status} />
        </DescriptionItem>
        <DescriptionItem term="Priority">
          <PriorityBadge priority={clientCase.priority} labelled={false} />
        </DescriptionItem>
        <DescriptionItem term="Timeshare company">{clientCase.timeshareCompany}</DescriptionItem>
        <DescriptionItem term="Purchase date">
          {clientCase.purchaseDate || 'Not given'}
        </DescriptionItem>
        <DescriptionItem term="Opened on">{formatLongDate(clientCase.createdAt)}</DescriptionItem>
        <DescriptionItem term="Your situation" className="sm:col-span-2">
          <span className="whitespace-pre-line">{clientCase.situation}</span>
        </DescriptionItem>
      </dl>
    </CaseSection>
  );
}
