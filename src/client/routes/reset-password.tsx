import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { FormPage } from '@client/components/form-page';
import { ResetPasswordFlow } from '@client/features/auth/components/reset-password-flow';
import { usePageTitle } from '@client/lib/page-head';

/** Requirements §2 Reset-password page: reads the `token` query parameter. */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Choose a New Password`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  return (
    <FormPage
      title={t`Reset your password`}
      intro={t`Choose a new password for your client account. After that you can sign in with it.`}
    >
      <ResetPasswordFlow token={token} />
    </FormPage>
  );
}
