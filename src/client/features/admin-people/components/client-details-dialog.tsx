import { StatusBadge } from '@client/components/case-status';
import { DescriptionItem } from '@client/components/description-item';
import { QueryStatus } from '@client/components/load-status';
import { Modal } from '@client/components/ui/modal';
import { formatLongDate } from '@client/lib/format-date';
import { useClientDetail } from '../api/clients';
import { ActiveBadge } from './active-badge';

/** One client's account and all their cases, with the partner firm working on each. */
export function ClientDetailsDialog({
  clientId,
  onClose,
}: {
  clientId: string | null;
  onClose: () => void;
}) {
  const detail = useClientDetail(clientId);
  const client = detail.data;
  return (
    <Modal
      open={clientId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={client ? `${client.firstName} ${client.lastName}` : 'Client details'}
      className="max-w-2xl"
    >
      {!detail.isSuccess || !client ? (
        <QueryStatus
          query={detail}
          loadingLabel="Loading the client"
          failedTitle="We could not load this client."
        />
      ) : (
        <div className="space-y-6">
          <dl className="grid gap-3 sm:grid-cols-2">
            <DescriptionItem term="E-mail">{client.email}</DescriptionItem>
            <DescriptionItem term="Phone">{client.phone ?? 'Not given'}</DescriptionItem>
            <DescriptionItem term="Account">
              <ActiveBadge isActive={client.isActive} />
            </DescriptionItem>
            <DescriptionItem term="Onboarding">
              {client.hasCompletedOnboarding ? 'Completed' : 'Not finished'}
            </DescriptionItem>
            <DescriptionItem term="Joined">{formatLongDate(client.createdAt)}</DescriptionItem>
          </dl>
          <section aria-labelledby="client-cases-heading" className="space-y-3">
            <h3 id="client-cases-heading" className="text-xl font-bold text-ink-900">
              Cases ({client.cases.length})
            </h3>
            {client.cases.length === 0 ? (
              <p className="text-ink-700">This client has no cases yet.</p>
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
                      Opened {formatLongDate(item.createdAt)} · Partner:{' '}
                      {item.partner?.companyName ?? 'Not assigned'}
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
