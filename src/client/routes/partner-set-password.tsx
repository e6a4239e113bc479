import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { FormPage } from '@client/components/form-page';
import { SetPasswordPanel } from '@client/features/partner-portal/components/set-password-panel';
import { usePageTitle } from '@client/lib/page-head';

/** The invited partner chooses a password (/partner-login/set-password?token=). */
export default function PartnerSetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Set Your Partner Password`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  return (
    <FormPage
      title={t`Set your partner password`}
      intro={t`Your partnership is approved. Choose a password for the partner portal; after that you can sign in.`}
    >
      <SetPasswordPanel token={token} />
    </FormPage>
  );
}
