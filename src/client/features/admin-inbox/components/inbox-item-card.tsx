import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxKind } from '@shared/contracts/admin-inbox';
import { EmailText } from '@client/components/contact-lines';
import { Button } from '@client/components/ui/button';
import { excerpt, formatDateTime } from '@client/lib/format-date';
import type { InboxItem } from '../api/get-inbox';
import { IntakeProgress } from './intake-progress';
import { SubmissionStatusBadge } from './submission-status-badge';
import { TimeCriticalFlag } from './time-critical';

export const fullName = (item: InboxItem) => `${item.firstName} ${item.lastName}`;

/** One line of what they wrote, to tell items apart without opening them. */
function Gist({ item }: { item: InboxItem }) {
  if ('situation' in item) {
    return (
      <>
        <p className="font-semibold text-ink-900 [overflow-wrap:anywhere]">
          {item.timeshareCompany}
        </p>
        <p className="text-ink-700 [overflow-wrap:anywhere]">{excerpt(item.situation, 140)}</p>
      </>
    );
  }
  return (
    <p className="text-ink-700 [overflow-wrap:anywhere]">
      <span className="font-semibold text-ink-900">{item.subject}</span>
      {' · '}
      {excerpt(item.message, 120)}
    </p>
  );
}

export function InboxItemCard({
  kind,
  item,
  onOpen,
}: {
  kind: InboxKind;
  item: InboxItem;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  const name = fullName(item);
  const received = formatDateTime(item.createdAt);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const headingId = `inbox-item-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-4 shadow-sm md:flex-row md:items-start md:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="text-xl font-bold break-words text-ink-900">
            {name}
          </h3>
          <SubmissionStatusBadge status={item.status} />
        </div>
        <p className="text-ink-700">
          {'reference' in item && item.reference ? `${item.reference} · ` : null}
          <Trans>
            <EmailText email={item.email} /> · Received {received}
          </Trans>
        </p>
        {'situation' in item ? <TimeCriticalFlag item={item} /> : null}
        <Gist item={item} />
        {'situation' in item ? <IntakeProgress item={item} /> : null}
      </div>
      <Button variant="outline" className="shrink-0" onClick={onOpen}>
        <Trans>Open</Trans>{' '}
        <span className="sr-only">
          {kind === 'intake' ? t`the request from ${name}` : t`the message from ${name}`}
        </span>
      </Button>
    </li>
  );
}
