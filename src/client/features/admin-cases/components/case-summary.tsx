import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import type { AdminCase } from '@shared/contracts/admin-cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { EmailText } from '@client/components/contact-lines';
import { DescriptionItem } from '@client/components/description-item';
import { Button } from '@client/components/ui/button';
import { formatLongDate } from '@client/lib/format-date';

/** Who and what the case is about, who works on it, and when it moved. */
export function CaseSummary({
  adminCase,
  onAssignPartner,
}: {
  adminCase: AdminCase;
  onAssignPartner: () => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="admin-case-summary-heading" className="space-y-4">
      <h3 id="admin-case-summary-heading" className="text-xl font-bold text-ink-900">
        <Trans>Summary</Trans>
      </h3>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem term={t`Client`}>
          <span className="font-semibold">{adminCase.client.name}</span>
          <span className="block text-ink-700">
            <EmailText email={adminCase.client.email} />
          </span>
        </DescriptionItem>
        <DescriptionItem term={t`Timeshare company`}>{adminCase.timeshareCompany}</DescriptionItem>
        <DescriptionItem term={t`Status`}>
          <StatusBadge status={adminCase.status} />
        </DescriptionItem>
        <DescriptionItem term={t`Priority`}>
          <PriorityBadge priority={adminCase.priority} labelled={false} />
        </DescriptionItem>
        <DescriptionItem term={t`Partner`}>
          <span className="flex flex-wrap items-center gap-3">
            {adminCase.partner ? (
              <span className="font-semibold">{adminCase.partner.companyName}</span>
            ) : (
              <span className="text-ink-700 italic">
                <Trans>Not assigned</Trans>
              </span>
            )}
            <Button variant="outline" size="sm" onClick={onAssignPartner}>
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              {adminCase.partner ? t`Reassign partner` : t`Assign partner`}
            </Button>
          </span>
        </DescriptionItem>
        <DescriptionItem term={t`Staff owner`}>
          {adminCase.owner ? (
            <span className="font-semibold">{adminCase.owner.name}</span>
          ) : (
            <span className="text-ink-700 italic">
              <Trans>No owner</Trans>
            </span>
          )}
        </DescriptionItem>
        <DescriptionItem term={t`Opened on`}>{formatLongDate(adminCase.createdAt)}</DescriptionItem>
        <DescriptionItem term={t`Last updated`}>
          {formatLongDate(adminCase.updatedAt)}
        </DescriptionItem>
        <DescriptionItem term={t`Purchase date`}>
          {adminCase.purchaseDate || t`Not given`}
        </DescriptionItem>
        <DescriptionItem term={t`The client's situation`} className="sm:col-span-2">
          <span className="whitespace-pre-line">{adminCase.situation}</span>
        </DescriptionItem>
      </dl>
    </section>
  );
}
