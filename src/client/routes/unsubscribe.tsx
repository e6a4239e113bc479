import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { FormPage } from '@client/components/form-page';
import { UnsubscribePanel } from '@client/features/notifications/components/unsubscribe-panel';
import { usePageTitle } from '@client/lib/page-head';

/** /unsubscribe?token=: the "stop e-mails" link at the foot of the guide digest. */
export default function UnsubscribePage() {
  const { t } = useLingui();
  usePageTitle(t`Stop E-mails From Us`);
  const [searchParams] = useSearchParams();
  return (
    <FormPage
      title={t`Stop e-mails from us`}
      intro={t`You opened the link at the end of one of our e-mails about new guides.`}
    >
      <UnsubscribePanel token={searchParams.get('token') || null} />
    </FormPage>
  );
}
