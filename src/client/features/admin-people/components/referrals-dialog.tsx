import { Trans, useLingui } from '@lingui/react/macro';
import type { PartnerSummary } from '@shared/contracts/admin-partners';
import { QueryStatus } from '@client/components/load-status';
import { Modal } from '@client/components/ui/modal';
import { formatLongDate } from '@client/lib/format-date';
import { usePartnerReferrals } from '../api/partners';

/** The cases referred to one partner firm, newest first. */
export function ReferralsDialog({
  partner,
  onClose,
}: {
  partner: PartnerSummary | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const referrals = usePartnerReferrals(partner?.id ?? null);
  const companyName = partner?.companyName ?? '';
  return (
    <Modal
      open={partner !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={partner ? t`Referrals of ${companyName}` : t`Referrals`}
      className="max-w-2xl"
    >
      {!referrals.isSuccess ? (
        <QueryStatus
          query={referrals}
          loadingLabel={t`Loading the referrals`}
          failedTitle={t`We could not load the referrals.`}
        />
      ) : referrals.data.length === 0 ? (
        <p className="text-lg text-ink-700">
          <Trans>No cases have been referred to this partner yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {referrals.data.map((referral) => (
            <li key={referral.id} className="space-y-1 rounded-xl border-2 border-ink-200 p-4">
              <p className="font-bold text-ink-900">
                {referral.caseNumber ?? t`Case no longer exists`}
              </p>
              <p className="text-ink-800 [overflow-wrap:anywhere]">
                {referral.clientName}, {referral.clientEmail}
              </p>
              <p className="text-sm text-ink-700">
                {referral.referralType} · {referral.status} · {formatLongDate(referral.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
