import { Link } from 'react-router';
import type { IntakeItem } from '@shared/contracts/admin-inbox';
import { formatDateTime } from '@client/lib/format-date';
import { paths } from '@client/lib/paths';

/** Where an intake request got to: invited, account created, the case it became. */
export function IntakeProgress({ item }: { item: IntakeItem }) {
  if (!item.invitedAt && !item.client && !item.case) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-ink-700">
      {item.invitedAt ? <li>Invited {formatDateTime(item.invitedAt)}</li> : null}
      {item.client ? <li className="font-semibold text-green-900">Account created</li> : null}
      {item.case ? (
        <li>
          Case{' '}
          <Link to={paths.adminCases.getHref({ q: item.case.caseNumber })}>
            {item.case.caseNumber}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
