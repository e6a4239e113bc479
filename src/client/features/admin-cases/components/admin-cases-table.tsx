import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminCase } from '@shared/contracts/admin-cases';
import { OverdueRequestBadge, UnreadMessagesBadge } from '@client/components/case-attention-badges';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { CheckboxRow } from '@client/components/checkbox-row';
import { EmailText } from '@client/components/contact-lines';
import { Button } from '@client/components/ui/button';
import { cn, withReplaceable } from '@client/lib/cn';
import { formatLongDate, localDay } from '@client/lib/format-date';

/*
 * A table on wide screens; on a phone or tablet each row becomes a card with the column names
 * written in it. The roles are set explicitly because some browsers drop a table's meaning
 * once its rows and cells no longer display as a table.
 */

const cellClassName = 'block py-1 lg:table-cell lg:border-t lg:border-ink-200 lg:px-3 lg:py-3';

function Cell({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td role="cell" className={cn(cellClassName, className)}>
      <span className="font-semibold text-ink-700 lg:hidden">{label}: </span>
      {children}
    </td>
  );
}

function Nobody({ children }: { children: ReactNode }) {
  return <span className="text-ink-700 italic">{children}</span>;
}

const columns: [string, MessageDescriptor][] = [
  ['select', msg`Select`],
  ['case', msg`Case`],
  ['client', msg`Client`],
  ['status', msg`Status`],
  ['priority', msg`Priority`],
  ['updated', msg`Updated`],
  ['partner', msg`Partner`],
  ['owner', msg`Owner`],
  ['action', msg`Action`],
];

export interface AdminCasesTableProps {
  cases: AdminCase[];
  selectedIds: ReadonlySet<string>;
  onSelect: (caseId: string, selected: boolean) => void;
  onOpen: (adminCase: AdminCase) => void;
  onAssign: (adminCase: AdminCase) => void;
}

export function AdminCasesTable({
  cases,
  selectedIds,
  onSelect,
  onOpen,
  onAssign,
}: AdminCasesTableProps) {
  const { t, i18n } = useLingui();
  const today = localDay();
  return (
    <table
      role="table"
      aria-labelledby="admin-cases-heading"
      className="w-full text-left lg:rounded-2xl lg:border lg:border-ink-200 lg:bg-white"
    >
      <thead role="rowgroup" className="sr-only lg:not-sr-only">
        <tr role="row" className="lg:table-row">
          {columns.map(([key, column], index) => (
            <th
              key={key}
              role="columnheader"
              scope="col"
              className="px-3 py-3 text-sm font-semibold text-ink-700"
            >
              {/* The boxes speak for themselves; the word is for screen readers. */}
              {index === 0 ? <span className="sr-only">{i18n._(column)}</span> : i18n._(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 lg:table-row-group lg:space-y-0">
        {cases.map((adminCase) => {
          const selected = selectedIds.has(adminCase.id);
          const caseNumber = adminCase.caseNumber;
          return (
            <tr
              key={adminCase.id}
              role="row"
              className={cn(
                'block rounded-xl border p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none',
                selected ? 'border-brand-700 bg-brand-50' : 'border-ink-200 bg-white',
              )}
            >
              <td role="cell" className={withReplaceable(cellClassName, 'lg:w-12 lg:px-1')}>
                <CheckboxRow
                  id={`admin-case-select-${adminCase.id}`}
                  checked={selected}
                  onChange={(event) => onSelect(adminCase.id, event.target.checked)}
                  className="w-fit"
                  label={
                    <>
                      <span className="lg:sr-only">
                        <Trans>Select</Trans>
                      </span>{' '}
                      <span className="sr-only">
                        <Trans>case {caseNumber}</Trans>
                      </span>
                    </>
                  }
                />
              </td>
              <th
                role="rowheader"
                scope="row"
                className={cn(cellClassName, 'font-normal [overflow-wrap:anywhere]')}
              >
                <button
                  type="button"
                  onClick={() => onOpen(adminCase)}
                  className="min-h-11 rounded text-left text-lg font-bold text-brand-800 underline underline-offset-4 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none lg:text-base"
                >
                  <span className="sr-only">
                    <Trans>Open case</Trans>
                  </span>{' '}
                  <span className="lg:whitespace-nowrap">{adminCase.caseNumber}</span>
                </button>
                <span className="block text-ink-900">{adminCase.timeshareCompany}</span>
                {/* What the case asks of this staff member, under its name. */}
                <span className="mt-1 flex flex-wrap gap-2 text-sm empty:hidden">
                  <UnreadMessagesBadge count={adminCase.unreadMessages} />
                  <OverdueRequestBadge listed={adminCase} today={today} />
                </span>
              </th>
              <Cell label={t`Client`}>
                <span className="font-semibold text-ink-900">{adminCase.client.name}</span>
                <span className="block text-sm text-ink-700 [overflow-wrap:anywhere]">
                  <EmailText email={adminCase.client.email} />
                </span>
              </Cell>
              <Cell label={t`Status`}>
                <StatusBadge status={adminCase.status} className="text-sm" />
              </Cell>
              <Cell label={t`Priority`}>
                <PriorityBadge priority={adminCase.priority} labelled={false} />
              </Cell>
              <Cell label={t`Updated`}>{formatLongDate(adminCase.updatedAt)}</Cell>
              <Cell label={t`Partner`}>
                {adminCase.partner ? (
                  <span className="font-semibold text-ink-900">
                    {adminCase.partner.companyName}
                  </span>
                ) : (
                  <Nobody>
                    <Trans>Not assigned</Trans>
                  </Nobody>
                )}
              </Cell>
              <Cell label={t`Owner`}>
                {adminCase.owner ? (
                  <span className="font-semibold text-ink-900">{adminCase.owner.name}</span>
                ) : (
                  <Nobody>
                    <Trans>No owner</Trans>
                  </Nobody>
                )}
              </Cell>
              <td role="cell" className={cn(cellClassName, 'pt-3')}>
                <Button
                  variant={adminCase.partner ? 'outline' : 'primary'}
                  size="md"
                  onClick={() => onAssign(adminCase)}
                >
                  <UserPlus aria-hidden="true" className="h-5 w-5" />
                  {adminCase.partner ? t`Reassign` : t`Assign`}{' '}
                  <span className="sr-only">
                    <Trans>case {caseNumber}</Trans>
                  </span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
