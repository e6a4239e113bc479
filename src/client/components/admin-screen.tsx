import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StaffUser } from '@shared/contracts/auth';
import { Link } from 'react-router';
import { BackLink } from '@client/components/back-link';
import { StaffGate } from '@client/components/staff-gate';
import { StaffHeader } from '@client/components/staff-header';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { paths } from '@client/lib/paths';

export interface AdminScreenProps {
  /** The page's heading. */
  title: string;
  /** What the page is for, said to an editor who cannot use it ("review partner applications"). */
  purpose: string;
  /** Said when the session ends during the visit. */
  signedOutHint: string;
  /** The page, or a function of the signed-in administrator that returns it. */
  children: ReactNode | ((user: StaffUser) => ReactNode);
}

/**
 * An administrators' page in the staff area: staff who are not signed in go to the staff
 * sign-in page, editors are told the page is for administrators, and administrators get the
 * page under its header with a way back to the staff area.
 */
export function AdminScreen({ title, purpose, signedOutHint, children }: AdminScreenProps) {
  const { t } = useLingui();
  const back = (
    <BackLink to={paths.admin.getHref()} className="text-brand-800">
      <Trans>Back to the staff area</Trans>
    </BackLink>
  );
  return (
    <StaffGate signedOutHint={signedOutHint}>
      {(user) => (
        <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
          {user.role === 'admin' ? (
            <>
              <StaffHeader user={user} title={title}>
                {back}
              </StaffHeader>
              {typeof children === 'function' ? children(user) : children}
            </>
          ) : (
            <>
              <StaffHeader user={user} title={t`Administrators only`}>
                {back}
              </StaffHeader>
              <Card className="flex items-start gap-4">
                <ShieldAlert aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-brand-700" />
                <div className="space-y-4">
                  <p className="text-lg text-ink-900">
                    <Trans>
                      Only administrators can {purpose}. If you need this, please ask an
                      administrator.
                    </Trans>
                  </p>
                  <Link
                    to={paths.admin.getHref()}
                    className={buttonClassName('primary', 'md', 'no-underline')}
                  >
                    <Trans>Go to the staff area</Trans>
                  </Link>
                </div>
              </Card>
            </>
          )}
        </div>
      )}
    </StaffGate>
  );
}
