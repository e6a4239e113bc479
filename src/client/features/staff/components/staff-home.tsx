import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffUser } from '@shared/contracts/auth';
import { StaffHeader } from '@client/components/staff-header';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { paths } from '@client/lib/paths';

export interface StaffHomeProps {
  user: StaffUser;
  /** The administrators' tools (cards), shown to administrators only. */
  adminTools?: ReactNode;
}

/** The staff area's start page: who is signed in and what the area offers them. */
export function StaffHome({ user, adminTools }: StaffHomeProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-10">
      <StaffHeader user={user} title={t`Staff Area`} />

      <section aria-labelledby="staff-tools-title" className="space-y-4">
        <h2 id="staff-tools-title" className="text-2xl font-bold text-ink-900">
          <Trans>What you can do here</Trans>
        </h2>
        <Card className="space-y-3">
          <h3 className="flex items-center gap-3 text-xl font-bold text-ink-900">
            <FileText aria-hidden="true" className="h-6 w-6 text-brand-700" />
            <Trans>Content management</Trans>
          </h3>
          <p className="text-ink-700">
            <Trans>
              Write, edit and publish the articles and categories of the education centre. Open to
              editors and administrators.
            </Trans>
          </p>
          <Link
            to={paths.cms.getHref()}
            className={buttonClassName('primary', 'md', 'no-underline')}
          >
            <Trans>Open content management</Trans>
          </Link>
        </Card>
      </section>

      {user.role === 'admin' && adminTools ? (
        <section aria-labelledby="staff-admin-title" className="space-y-4">
          <h2 id="staff-admin-title" className="text-2xl font-bold text-ink-900">
            <Trans>Administration</Trans>
          </h2>
          <p className="text-ink-700">
            <Trans>For administrators only.</Trans>
          </p>
          {adminTools}
        </section>
      ) : null}
    </div>
  );
}
