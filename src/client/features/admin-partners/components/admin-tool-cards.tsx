import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Handshake } from 'lucide-react';
import { ToolCard } from '@client/components/tool-card';
import { paths } from '@client/lib/paths';
import { useApplications } from '../api/get-applications';

/** How many applications wait for a review; said only once known (a failure says nothing). */
function WaitingCount() {
  const waiting = useApplications('submitted');
  const { t } = useLingui();
  if (!waiting.isSuccess) return null;
  return (
    <p className="font-semibold text-ink-900">
      {waiting.data.length === 0
        ? t`No applications are waiting for a review.`
        : t`${plural(waiting.data.length, { one: '# application', other: '# applications' })} waiting for a review.`}
    </p>
  );
}

/** The staff start page's cards for administrators: applications, and cases to assign. */
export function AdminToolCards() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ToolCard
        icon={Handshake}
        title={t`Partner applications`}
        linkLabel={t`Review partner applications`}
        to={paths.adminApplications.getHref()}
      >
        <p>
          <Trans>
            Check the details and license documents of law firms and attorneys who want to join,
            then approve or decline them.
          </Trans>
        </p>
        <WaitingCount />
      </ToolCard>
      <ToolCard
        icon={Briefcase}
        title={t`Cases`}
        linkLabel={t`Open cases`}
        to={paths.adminCases.getHref()}
      >
        <p>
          <Trans>
            Every client's case: give cases a staff owner or a partner, set priorities and add
            updates.
          </Trans>
        </p>
      </ToolCard>
    </div>
  );
}
