import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  accountStatusFilterValues,
  type AccountStatusFilter,
  type AdminClient,
} from '@shared/contracts/admin-people';
import { DescriptionItem } from '@client/components/description-item';
import { QueryStatus } from '@client/components/load-status';
import { Pagination } from '@client/components/pagination';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Select } from '@client/components/ui/field';
import { SearchInput } from '@client/components/ui/search-input';
import { formatLongDate } from '@client/lib/format-date';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useClients, useSetClientActive, type ClientFilters } from '../api/clients';
import { ActiveBadge } from './active-badge';
import { ClientDetailsDialog } from './client-details-dialog';
import { StatusChangeDialog, type PendingStatusChange } from './status-change-dialog';

const statusLabels: Record<AccountStatusFilter, MessageDescriptor> = {
  all: msg`All accounts`,
  active: msg`Active only`,
  inactive: msg`Deactivated only`,
};

const fullName = (client: AdminClient) => `${client.firstName} ${client.lastName}`;

function ClientCard({
  client,
  onView,
  onStatus,
}: {
  client: AdminClient;
  onView: () => void;
  onStatus: (pending: PendingStatusChange) => void;
}) {
  const { t } = useLingui();
  const name = fullName(client);
  return (
    <li>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-xl font-bold text-ink-900">{name}</h3>
          <ActiveBadge isActive={client.isActive} />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <DescriptionItem term={t`E-mail`}>{client.email}</DescriptionItem>
          <DescriptionItem term={t`Phone`}>{client.phone ?? t`Not given`}</DescriptionItem>
          <DescriptionItem term={t`Cases`}>{client.caseCount}</DescriptionItem>
          <DescriptionItem term={t`Joined`}>{formatLongDate(client.createdAt)}</DescriptionItem>
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="outline"
            onClick={onView}
            aria-label={t`View ${name}'s details and cases`}
          >
            <Trans>View details and cases</Trans>
          </Button>
          <Button
            variant={client.isActive ? 'danger-outline' : 'outline'}
            aria-label={client.isActive ? t`Deactivate ${name}` : t`Reactivate ${name}`}
            onClick={() =>
              onStatus({
                id: client.id,
                name,
                change: client.isActive ? 'deactivate' : 'reactivate',
              })
            }
          >
            {client.isActive ? t`Deactivate` : t`Reactivate`}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The Clients tab: search and filter the accounts, see their cases, deactivate or reactivate. */
export function ClientsPanel() {
  const { t, i18n } = useLingui();
  const statusOptions = accountStatusFilterValues.map((value) => ({
    value,
    label: i18n._(statusLabels[value]),
  }));
  const [filters, setFilters] = useState<ClientFilters>({ q: '', status: 'all', page: 1 });
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingStatusChange | null>(null);
  // The search is sent once typing pauses, not for every letter.
  const searched = useDebouncedValue(filters.q.trim());
  const clients = useClients({ ...filters, q: searched });
  const setActive = useSetClientActive();

  const pageCount = clients.data
    ? Math.max(1, Math.ceil(clients.data.total / clients.data.pageSize))
    : 1;

  return (
    <section aria-labelledby="clients-heading" className="space-y-6">
      <h2 id="clients-heading" className="text-2xl font-bold text-ink-900">
        <Trans>Clients</Trans>
      </h2>
      <form
        role="search"
        aria-label={t`Find clients`}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 sm:grid-cols-[2fr_1fr]"
      >
        <Field id="client-search" label={t`Search by name, e-mail or phone`}>
          <SearchInput
            id="client-search"
            value={filters.q}
            onChange={(event) => setFilters({ ...filters, q: event.target.value, page: 1 })}
          />
        </Field>
        <Field id="client-status" label={t`Show`}>
          <Select
            id="client-status"
            value={filters.status}
            options={statusOptions}
            onChange={(event) =>
              setFilters({
                ...filters,
                status: event.target.value as AccountStatusFilter,
                page: 1,
              })
            }
          />
        </Field>
      </form>

      {!clients.isSuccess ? (
        <QueryStatus
          query={clients}
          loadingLabel={t`Loading the clients`}
          failedTitle={t`We could not load the clients.`}
        />
      ) : clients.data.clients.length === 0 ? (
        <p className="text-lg text-ink-700">
          <Trans>No clients match. Try another search or filter.</Trans>
        </p>
      ) : (
        <>
          <p className="text-ink-700" aria-live="polite">
            <Plural value={clients.data.total} one="# client found." other="# clients found." />
          </p>
          <ul className="space-y-4">
            {clients.data.clients.map((client) => (
              <ClientCard
                key={client.id}
                client={client}
                onView={() => setViewing(client.id)}
                onStatus={setPending}
              />
            ))}
          </ul>
          {pageCount > 1 ? (
            <Pagination
              page={filters.page}
              pageCount={pageCount}
              onPage={(next) => setFilters({ ...filters, page: next })}
              label={t`Pages of clients`}
            />
          ) : null}
        </>
      )}

      <ClientDetailsDialog clientId={viewing} onClose={() => setViewing(null)} />
      <StatusChangeDialog
        pending={pending}
        onClose={() => setPending(null)}
        run={(change) => setActive.mutateAsync({ id: change.id, change: change.change })}
      />
    </section>
  );
}
