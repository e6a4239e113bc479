import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { IntakeItem } from '@shared/contracts/admin-inbox';
import { formatDateTime } from '@client/lib/format-date';
import { paths } from '@client/lib/paths';

/** Where an intake request got to: invited, account created, the case it became. */
export function IntakeProgress({ item }: { item: IntakeItem }) {
  if (!item.invitedAt && !item.client && !item.case) return null;
  const caseNumber = item.case?.caseNumber;
  const invited = item.invitedAt ? formatDateTime(item.invitedAt) : '';
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-ink-700">
      {item.invitedAt ? (
        <li>
          <Trans>Invited {invited}</Trans>
        </li>
      ) : null}
      {item.client ? (
        <li className="font-semibold text-green-900">
          <Trans>Account created</Trans>
        </li>
      ) : null}
      {item.case ? (
        <li>
          <Trans>
            Case{' '}
            <Link to={paths.adminCases.getHref({ q: item.case.caseNumber })}>{caseNumber}</Link>
          </Trans>
        </li>
      ) : null}
    </ul>
  );
}
