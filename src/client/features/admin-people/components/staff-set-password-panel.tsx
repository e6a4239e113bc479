import { useLingui } from '@lingui/react/macro';
import { SetPasswordFromLink } from '@client/components/set-password-from-link';
import { paths } from '@client/lib/paths';
import { useSetStaffPassword, useStaffSetPasswordLink } from '../api/staff-set-password';

/** The invited staff member's password, from the link in the invitation e-mail. */
export function StaffSetPasswordPanel({ token }: { token: string | null }) {
  const { t } = useLingui();
  return (
    <SetPasswordFromLink
      token={token}
      check={useStaffSetPasswordLink(token)}
      setPassword={useSetStaffPassword()}
      idPrefix="staff-password"
      welcomeName={(link) => link.firstName}
      signIn={{ href: paths.staffLogin.getHref(), label: t`Staff Sign In` }}
    />
  );
}
