import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Filter } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AuditListQuery } from '@shared/contracts/admin-ops';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select } from '@client/components/ui/field';
import { useAuditActions } from '../api/audit';

export type AuditFilterValues = Omit<AuditListQuery, 'page'>;

export const actorKindOptions: readonly { value: string; label: MessageDescriptor }[] = [
  { value: 'staff', label: msg`Staff` },
  { value: 'partner', label: msg`Partners` },
  { value: 'client', label: msg`Clients` },
  { value: 'system', label: msg`The system` },
];

const fields = ['actorKind', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
type Draft = Record<(typeof fields)[number], string>;

const toDraft = (query: AuditFilterValues): Draft =>
  Object.fromEntries(fields.map((key) => [key, query[key] ?? ''])) as Draft;

/**
 * The audit log's filters. They apply when sent (Enter or Apply filters), so nothing changes
 * under someone still choosing.
 */
export function AuditFilters({
  query,
  onApply,
}: {
  query: AuditFilterValues;
  onApply: (filters: AuditFilterValues) => void;
}) {
  const { t, i18n } = useLingui();
  const actions = useAuditActions();
  const kindOptions = actorKindOptions.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const [draft, setDraft] = useState(() => toDraft(query));
  const [shown, setShown] = useState(query);
  // The address may change the filters (back button): the form follows it.
  if (fields.some((key) => shown[key] !== query[key])) {
    setShown(query);
    setDraft(toDraft(query));
  }
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  const filtered = fields.some((key) => query[key]);
  const actionOptions = (actions.data ?? []).map((action) => ({ value: action, label: action }));
  // A filter from the address stays choosable while the list of actions loads.
  if (draft.action && !actionOptions.some((option) => option.value === draft.action)) {
    actionOptions.push({ value: draft.action, label: draft.action });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(
      Object.fromEntries(
        fields.map((key) => [key, draft[key].trim() || undefined]),
      ) as AuditFilterValues,
    );
  }

  return (
    <form
      role="search"
      aria-label={t`Audit log`}
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="audit-actor-kind" label={t`Who`}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Anyone`}
              options={kindOptions}
              value={draft.actorKind}
              onChange={(event) => set('actorKind')(event.target.value)}
            />
          )}
        </Field>
        <Field id="audit-action" label={t`Action`}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Any action`}
              options={actionOptions}
              value={draft.action}
              onChange={(event) => set('action')(event.target.value)}
            />
          )}
        </Field>
        <Field
          id="audit-entity-type"
          label={t`Entity type`}
          hint={t`For example case, partner or job.`}
        >
          {(aria) => (
            <Input
              {...aria}
              value={draft.entityType}
              onChange={(event) => set('entityType')(event.target.value)}
            />
          )}
        </Field>
        <Field id="audit-entity-id" label={t`Entity id`}>
          {(aria) => (
            <Input
              {...aria}
              value={draft.entityId}
              onChange={(event) => set('entityId')(event.target.value)}
            />
          )}
        </Field>
        <Field id="audit-from" label={t`From (date)`}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              value={draft.from}
              onChange={(event) => set('from')(event.target.value)}
            />
          )}
        </Field>
        <Field id="audit-to" label={t`To (date)`}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              value={draft.to}
              onChange={(event) => set('to')(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Filter aria-hidden="true" className="h-5 w-5" />
          <Trans>Apply filters</Trans>
        </Button>
        {filtered ? (
          <Button variant="outline" onClick={() => onApply({})}>
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
