import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { FormPage } from '@client/components/form-page';
import { StaffSetPasswordPanel } from '@client/features/admin-people/components/staff-set-password-panel';
import { usePageTitle } from '@client/lib/page-head';

/** An invited staff member chooses a password (/staff-login/set-password?token=). */
export default function StaffSetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Set Your Staff Password`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  return (
    <FormPage
      title={t`Set your staff password`}
      intro={t`An administrator has given you an account in the staff area. Choose a password; after that you can sign in.`}
    >
      <StaffSetPasswordPanel token={token} />
    </FormPage>
  );
}
