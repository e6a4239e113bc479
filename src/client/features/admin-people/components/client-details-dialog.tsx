import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from '@client/components/case-status';
import { DescriptionItem } from '@client/components/description-item';
import { QueryStatus } from '@client/components/load-status';
import { Modal } from '@client/components/ui/modal';
import { formatLongDate } from '@client/lib/format-date';
import { useClientDetail } from '../api/clients';
import { ActiveBadge } from './active-badge';

function CaseLine({ opened, partner }: { opened: string; partner: string | undefined }) {
  const { t } = useLingui();
  const openedOn = formatLongDate(opened);
  const partnerName = partner ?? t`Not assigned`;
  return (
    <Trans>
      Opened {openedOn} · Partner: {partnerName}
    </Trans>
  );
}

/** One client's account and all their cases, with the partner firm working on each. */
export function ClientDetailsDialog({
  clientId,
  onClose,
}: {
  clientId: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const detail = useClientDetail(clientId);
  const client = detail.data;
  const caseCount = client?.cases.length ?? 0;
  return (
    <Modal
      open={clientId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={client ? `${client.firstName} ${client.lastName}` : t`Client details`}
      className="max-w-2xl"
    >
      {!detail.isSuccess || !client ? (
        <QueryStatus
          query={detail}
          loadingLabel={t`Loading the client`}
          failedTitle={t`We could not load this client.`}
        />
      ) : (
        <div className="space-y-6">
          <dl className="grid gap-3 sm:grid-cols-2">
            <DescriptionItem term={t`E-mail`}>{client.email}</DescriptionItem>
            <DescriptionItem term={t`Phone`}>{client.phone ?? t`Not given`}</DescriptionItem>
            <DescriptionItem term={t`Account`}>
              <ActiveBadge isActive={client.isActive} />
            </DescriptionItem>
            <DescriptionItem term={t`Onboarding`}>
              {client.hasCompletedOnboarding ? t`Completed` : t`Not finished`}
            </DescriptionItem>
            <DescriptionItem term={t`Joined`}>{formatLongDate(client.createdAt)}</DescriptionItem>
          </dl>
          <section aria-labelledby="client-cases-heading" className="space-y-3">
            <h3 id="client-cases-heading" className="text-xl font-bold text-ink-900">
              <Trans>Cases ({caseCount})</Trans>
            </h3>
            {client.cases.length === 0 ? (
              <p className="text-ink-700">
                <Trans>This client has no cases yet.</Trans>
              </p>
            ) : (
              <ul className="space-y-3">
                {client.cases.map((item) => (
                  <li key={item.id} className="space-y-2 rounded-xl border-2 border-ink-200 p-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-bold text-ink-900">{item.caseNumber}</p>
                      <StatusBadge status={item.status} />
                    </div>
                    <p className="text-ink-800">{item.timeshareCompany}</p>
                    <p className="text-sm text-ink-700">
                      <CaseLine opened={item.createdAt} partner={item.partner?.companyName} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
