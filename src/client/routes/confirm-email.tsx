import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { FormPage } from '@client/components/form-page';
import { ConfirmEmailResult } from '@client/features/account/components/confirm-email-result';
import { usePageTitle } from '@client/lib/page-head';

/** /confirm-email?token=: the link we e-mailed to a client's new address. */
export default function ConfirmEmailPage() {
  const { t } = useLingui();
  usePageTitle(t`Confirm Your New E-mail Address`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  return (
    <FormPage
      title={t`Confirm your new e-mail address`}
      intro={t`We are checking the link from your e-mail.`}
    >
      <ConfirmEmailResult token={token} />
    </FormPage>
  );
}
