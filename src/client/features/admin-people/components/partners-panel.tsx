import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PartnerSummary } from '@shared/contracts/admin-partners';
import type { PartnerVerificationStatus } from '@shared/domain-values';
import { DescriptionItem } from '@client/components/description-item';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useAllPartners, useSetPartnerActive } from '../api/partners';
import { ActiveBadge } from './active-badge';
import { ReferralsDialog } from './referrals-dialog';
import { ResetTwoStepDialog, type PendingTwoStepReset } from './reset-two-step-dialog';
import { StatusChangeDialog, type PendingStatusChange } from './status-change-dialog';

const verificationLabels: Record<PartnerVerificationStatus, MessageDescriptor> = {
  pending: msg`Waiting for review`,
  verified: msg`Verified`,
  rejected: msg`Not approved`,
};

function PartnerCard({
  partner,
  onReferrals,
  onStatus,
  onResetTwoStep,
}: {
  partner: PartnerSummary;
  onReferrals: () => void;
  onStatus: (pending: PendingStatusChange) => void;
  onResetTwoStep: (pending: PendingTwoStepReset) => void;
}) {
  const { t, i18n } = useLingui();
  const name = partner.companyName;
  return (
    <li>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-xl font-bold text-ink-900">{name}</h3>
          <ActiveBadge isActive={partner.isActive} />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <DescriptionItem term={t`Contact`}>
            {partner.contactPerson}, {partner.email}
          </DescriptionItem>
          <DescriptionItem term={t`Verification`}>
            {i18n._(verificationLabels[partner.verificationStatus])}
          </DescriptionItem>
          <DescriptionItem term={t`Assigned cases`}>{partner.assignedCaseCount}</DescriptionItem>
          <DescriptionItem term={t`Jurisdiction`}>{partner.jurisdiction}</DescriptionItem>
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={onReferrals} aria-label={t`Referrals of ${name}`}>
            <Trans>View referrals</Trans>
          </Button>
          <Button
            variant={partner.isActive ? 'danger-outline' : 'outline'}
            aria-label={partner.isActive ? t`Deactivate ${name}` : t`Reactivate ${name}`}
            onClick={() =>
              onStatus({
                id: partner.id,
                name,
                change: partner.isActive ? 'deactivate' : 'reactivate',
              })
            }
          >
            {partner.isActive ? t`Deactivate` : t`Reactivate`}
          </Button>
          <Button
            variant="outline"
            aria-label={t`Reset two-step sign-in of ${name}`}
            onClick={() => onResetTwoStep({ kind: 'partner', id: partner.id, name })}
          >
            <Trans>Reset two-step sign-in</Trans>
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The Partners tab: every firm with its verification, activity and cases. */
export function PartnersPanel() {
  const { t } = useLingui();
  const partners = useAllPartners();
  const setActive = useSetPartnerActive();
  const [referralsOf, setReferralsOf] = useState<PartnerSummary | null>(null);
  const [pending, setPending] = useState<PendingStatusChange | null>(null);
  const [pendingReset, setPendingReset] = useState<PendingTwoStepReset | null>(null);
  return (
    <section aria-labelledby="partners-heading" className="space-y-6">
      <h2 id="partners-heading" className="text-2xl font-bold text-ink-900">
        <Trans>Partners</Trans>
      </h2>
      {!partners.isSuccess ? (
        <QueryStatus
          query={partners}
          loadingLabel={t`Loading the partners`}
          failedTitle={t`We could not load the partners.`}
        />
      ) : partners.data.length === 0 ? (
        <p className="text-lg text-ink-700">
          <Trans>There are no partner firms yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {partners.data.map((partner) => (
            <PartnerCard
              key={partner.id}
              partner={partner}
              onReferrals={() => setReferralsOf(partner)}
              onStatus={setPending}
              onResetTwoStep={setPendingReset}
            />
          ))}
        </ul>
      )}
      <ReferralsDialog partner={referralsOf} onClose={() => setReferralsOf(null)} />
      <ResetTwoStepDialog pending={pendingReset} onClose={() => setPendingReset(null)} />
      <StatusChangeDialog
        pending={pending}
        onClose={() => setPending(null)}
        run={(change) => setActive.mutateAsync({ id: change.id, change: change.change })}
      />
    </section>
  );
}
