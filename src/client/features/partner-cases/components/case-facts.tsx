import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PartnerCaseDetail } from '@shared/contracts/partner-cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { formatLongDate } from '@client/lib/format-date';
import { telHref } from '@client/lib/site-config';

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'space-y-0.5 sm:col-span-2' : 'space-y-0.5'}>
      <dt className="text-base font-semibold text-ink-600">{term}</dt>
      <dd className="text-lg text-ink-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const linkClassName = 'font-semibold text-brand-800 underline underline-offset-4';

/** The Details tab: every fact of the case, and who the client is and how to reach them. */
export function CaseFacts({ detail }: { detail: PartnerCaseDetail }) {
  const { t } = useLingui();
  const { case: partnerCase, client } = detail;
  return (
    <div className="space-y-8">
      <section aria-labelledby="case-facts-heading" className="space-y-4">
        <h3 id="case-facts-heading" className="text-xl font-bold text-ink-900">
          <Trans>The case</Trans>
        </h3>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term={t`Case number`}>{partnerCase.caseNumber}</Fact>
          <Fact term={t`Status`}>
            <StatusBadge status={partnerCase.status} />
          </Fact>
          <Fact term={t`Priority`}>
            <PriorityBadge priority={partnerCase.priority} labelled={false} />
          </Fact>
          <Fact term={t`Timeshare company`}>{partnerCase.timeshareCompany}</Fact>
          <Fact term={t`Purchase date`}>{partnerCase.purchaseDate || t`Not given`}</Fact>
          <Fact term={t`Opened on`}>{formatLongDate(partnerCase.createdAt)}</Fact>
          <Fact term={t`Last updated`}>{formatLongDate(partnerCase.updatedAt)}</Fact>
          <Fact term={t`The client's situation`} wide>
            <span className="whitespace-pre-line">{partnerCase.situation}</span>
          </Fact>
        </dl>
      </section>
      <section aria-labelledby="case-client-heading" className="space-y-4">
        <h3 id="case-client-heading" className="text-xl font-bold text-ink-900">
          <Trans>Client</Trans>
        </h3>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term={t`Name`}>
            {client.firstName} {client.lastName}
          </Fact>
          <Fact term={t`Email`}>
            <a href={`mailto:${client.email}`} className={linkClassName}>
              {client.email}
            </a>
          </Fact>
          <Fact term={t`Phone`}>
            {client.phone ? (
              <a href={telHref(client.phone)} className={linkClassName}>
                {client.phone}
              </a>
            ) : (
              t`Not given`
            )}
          </Fact>
        </dl>
      </section>
    </div>
  );
}
