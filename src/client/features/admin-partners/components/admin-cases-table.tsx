import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminCase } from '@shared/contracts/admin-cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { EmailText } from '@client/components/contact-lines';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { formatLongDate } from '@client/lib/format-date';

/*
 * A table on wide screens; on a phone each row becomes a card with the column names written
 * in it. The roles are set explicitly because some browsers drop a table's meaning once its
 * rows and cells no longer display as a table.
 */

const cellClassName = 'block py-1 md:table-cell md:border-t md:border-ink-200 md:px-3 md:py-3';

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
      <span className="font-semibold text-ink-700 md:hidden">{label}: </span>
      {children}
    </td>
  );
}

const columns = [
  'Case',
  'Client',
  'Timeshare company',
  'Status',
  'Priority',
  'Updated',
  'Partner',
  'Action',
];

export function AdminCasesTable({
  cases,
  onAssign,
}: {
  cases: AdminCase[];
  onAssign: (adminCase: AdminCase) => void;
}) {
  return (
    <table
      role="table"
      aria-labelledby="admin-cases-heading"
      className="w-full text-left md:rounded-2xl md:border md:border-ink-200 md:bg-white"
    >
      <thead role="rowgroup" className="sr-only md:not-sr-only">
        <tr role="row" className="md:table-row">
          {columns.map((column) => (
            <th
              key={column}
              role="columnheader"
              scope="col"
              className="px-3 py-3 text-sm font-semibold text-ink-700"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {cases.map((adminCase) => (
          <tr
            key={adminCase.id}
            role="row"
            className="block rounded-xl border border-ink-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none"
          >
            <th
              role="rowheader"
              scope="row"
              className={cn(cellClassName, 'text-lg font-bold text-ink-900 md:text-base')}
            >
              <span className="md:hidden">Case </span>
              {adminCase.caseNumber}
            </th>
            <Cell label="Client">
              <span className="font-semibold text-ink-900">{adminCase.client.name}</span>
              <span className="block text-sm text-ink-700">
                <EmailText email={adminCase.client.email} />
              </span>
            </Cell>
            <Cell label="Timeshare company" className="[overflow-wrap:anywhere]">
              {adminCase.timeshareCompany}
            </Cell>
            <Cell label="Status">
              <StatusBadge status={adminCase.status} className="text-sm" />
            </Cell>
            <Cell label="Priority">
              <PriorityBadge priority={adminCase.priority} labelled={false} />
            </Cell>
            <Cell label="Updated">{formatLongDate(adminCase.updatedAt)}</Cell>
            <Cell label="Partner">
              {adminCase.partner ? (
                <span className="font-semibold text-ink-900">{adminCase.partner.companyName}</span>
              ) : (
                <span className="text-ink-700 italic">Not assigned</span>
              )}
            </Cell>
            <td role="cell" className={cn(cellClassName, 'pt-3')}>
              <Button
                variant={adminCase.partner ? 'outline' : 'primary'}
                size="md"
                onClick={() => onAssign(adminCase)}
              >
                <UserPlus aria-hidden="true" className="h-5 w-5" />
                {adminCase.partner ? 'Reassign' : 'Assign'}{' '}
                <span className="sr-only">case {adminCase.caseNumber}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
