import { LOCALE_NAMES } from '@shared/i18n/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { callbackStatusLabels } from './inbox-labels';
import {
  callbackStatuses,
  type CallbackItem,
  type CallbackListQuery,
  type CallbackStatus,
} from '@shared/contracts/callback-requests';
import { FormNotice } from '@client/components/form-status';
import { Pagination } from '@client/components/pagination';
import { Field, Select } from '@client/components/ui/field';
import { SearchInput } from '@client/components/ui/search-input';
import { useCallbackList, useChangeCallbackStatus } from '../api/callback-requests';
import { useSearchDraft } from './use-search-draft';

/** The status options, labelled in the page's language. */
function useStatusOptions() {
  const { i18n } = useLingui();
  return callbackStatuses.map((value) => ({ value, label: i18n._(callbackStatusLabels[value]) }));
}

function CallbackCard({ item }: { item: CallbackItem }) {
  const { t } = useLingui();
  const statusOptions = useStatusOptions();
  const change = useChangeCallbackStatus();
  const received = new Date(item.createdAt).toLocaleString(useIntlLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const timeZone = item.timeZone.replaceAll('_', ' ');
  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-semibold text-ink-900">
          {item.name} <span className="font-mono text-base text-ink-700">{item.reference}</span>
        </h3>
        <p className="text-ink-700">
          <Trans>Received {received}</Trans>
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {item.phone ? (
          <>
            <dt className="font-semibold">
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${item.phone}`}>{item.phone}</a>
            </dd>
          </>
        ) : null}
        {item.email ? (
          <>
            <dt className="font-semibold">
              <Trans>Email</Trans>
            </dt>
            <dd className="break-all">
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">
          <Trans>Preferred times</Trans>
        </dt>
        <dd>
          {item.preferredTimes}{' '}
          <span className="text-ink-700">
            <Trans>(their time zone: {timeZone})</Trans>
          </span>
        </dd>
        <dt className="font-semibold">
          <Trans>Written in</Trans>
        </dt>
        <dd lang={item.locale}>{LOCALE_NAMES[item.locale]}</dd>
        {item.message ? (
          <>
            <dt className="font-semibold">
              <Trans>Situation</Trans>
            </dt>
            <dd className="whitespace-pre-wrap">{item.message}</dd>
          </>
        ) : null}
      </dl>
      <Field id={`callback-status-${item.id}`} label={t`Status`} className="mt-4 max-w-xs">
        {(aria) => (
          <Select
            {...aria}
            value={item.status}
            options={statusOptions}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate({ id: item.id, status: event.currentTarget.value as CallbackStatus })
            }
          />
        )}
      </Field>
      <FormNotice
        tone="error"
        title={change.error ? t`The status was not changed.` : null}
        message={change.error?.message ?? null}
      />
    </li>
  );
}

/**
 * The inbox's callback requests: status filter, search and page (kept in the address by the
 * caller), and a status to change on each.
 */
export function CallbackRequestsPanel({
  query,
  onQuery,
}: {
  query: CallbackListQuery;
  onQuery: (query: CallbackListQuery) => void;
}) {
  const { t } = useLingui();
  const statusOptions = useStatusOptions();
  const list = useCallbackList(query);
  const [search, setSearch] = useSearchDraft(query.q ?? '', (q) =>
    onQuery({ ...query, q: q || undefined, page: 1 }),
  );
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field id="callback-filter-status" label={t`Status`} className="sm:w-56">
          {(aria) => (
            <Select
              {...aria}
              value={query.status}
              options={[{ value: 'all', label: t`All` }, ...statusOptions]}
              onChange={(event) =>
                onQuery({
                  ...query,
                  status: event.currentTarget.value as CallbackListQuery['status'],
                  page: 1,
                })
              }
            />
          )}
        </Field>
        <Field
          id="callback-filter-search"
          label={t`Search`}
          hint={t`Name, reference, phone, e-mail or what they wrote.`}
          className="sm:flex-1"
        >
          {(aria) => (
            <SearchInput
              {...aria}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          )}
        </Field>
      </div>
      {list.isPending ? (
        <p>
          <Trans>Loading callback requests…</Trans>
        </p>
      ) : null}
      {list.isError ? (
        <FormNotice
          tone="error"
          title={t`Could not load callback requests.`}
          message={list.error.message}
        />
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <p>
          <Trans>No callback requests match.</Trans>
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="space-y-4" aria-label={t`Callback requests`}>
          {list.data.items.map((item) => (
            <CallbackCard key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {pageCount > 1 || query.page > 1 ? (
        <Pagination
          label={t`Pages of callback requests`}
          page={query.page}
          pageCount={Math.max(pageCount, query.page)}
          onPage={(page) => onQuery({ ...query, page })}
        />
      ) : null}
    </div>
  );
}
