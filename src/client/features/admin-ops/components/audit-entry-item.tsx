import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import type { AuditEntry } from '@shared/contracts/admin-ops';
import { Button } from '@client/components/ui/button';
import { formatDateTime } from '@client/lib/format-date';
import { useStableId } from '@client/lib/stable-id';

const kindLabels: Record<AuditEntry['actorKind'], MessageDescriptor> = {
  staff: msg`Staff`,
  partner: msg`Partner`,
  client: msg`Client`,
  system: msg`System`,
};

/** Who did it: their name now, or why there is none. */
export function actorLabel(entry: AuditEntry, i18n: I18n): string {
  if (entry.actorKind === 'system') return i18n._(msg`The system`);
  const name = entry.actorName ?? i18n._(msg`A removed account`);
  const kind = i18n._(kindLabels[entry.actorKind]);
  return i18n._(msg`${name} (${kind})`);
}

function JsonBlock({ label, value }: { label: string; value: AuditEntry['before'] }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-semibold text-ink-900">{label}</p>
      {value === null ? (
        <p className="text-ink-700">
          <Trans>Nothing (none recorded)</Trans>
        </p>
      ) : (
        <pre
          tabIndex={0}
          aria-label={label}
          className="max-h-80 overflow-auto rounded-lg bg-ink-100 p-3 text-sm text-ink-900"
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </div>
  );
}

/** One audit entry: when, who, action and entity, with before and after on request. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const action = entry.action;
  const at = formatDateTime(entry.createdAt);
  const detailsId = useStableId();
  return (
    <li className="space-y-3 rounded-2xl border border-ink-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid min-w-0 gap-x-6 gap-y-1 text-ink-700 sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold">
              <Trans>When:</Trans>{' '}
            </dt>
            <dd className="inline">
              <time dateTime={entry.createdAt}>{at}</time>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">
              <Trans>Who:</Trans>{' '}
            </dt>
            <dd className="inline break-words">{actorLabel(entry, i18n)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">
              <Trans>Action:</Trans>{' '}
            </dt>
            <dd className="inline break-all text-ink-900">{entry.action}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">
              <Trans>Entity:</Trans>{' '}
            </dt>
            <dd className="inline break-all">
              {entry.entityType}
              {entry.entityId ? ` ${entry.entityId}` : ''}
            </dd>
          </div>
        </dl>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          className="shrink-0 self-start"
        >
          {open ? (
            <ChevronUp aria-hidden="true" className="h-4 w-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="h-4 w-4" />
          )}
          {open ? t`Hide changes` : t`Show changes`}
          <span className="sr-only">
            {' '}
            <Trans>
              of {action} at {at}
            </Trans>
          </span>
        </Button>
      </div>
      <div id={detailsId} hidden={!open} className="grid gap-4 md:grid-cols-2">
        {open ? (
          <>
            <JsonBlock label={t`Before`} value={entry.before} />
            <JsonBlock label={t`After`} value={entry.after} />
          </>
        ) : null}
      </div>
    </li>
  );
}
