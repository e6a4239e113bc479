import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { exportFileName } from '@shared/contracts/account';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { downloadWithToken } from '@client/lib/download-file';
import { useDownloadFeedback } from '@client/lib/use-download-feedback';
import { ACCOUNT_EXPORT_PATH } from '../api/account-calls';
import { SettingsCard } from './settings-card';

/** "Download my data": everything we hold about the client, as one JSON file. */
export function DownloadDataCard({ token }: { token: string }) {
  const { t } = useLingui();
  const { feedback, busy, download } = useDownloadFeedback();
  const start = () =>
    download(() => downloadWithToken(ACCOUNT_EXPORT_PATH, token, exportFileName(new Date())), {
      success: t`Your data has been downloaded. Look for it in your Downloads folder.`,
      failure: (error) => error.message || t`The download did not work. Please try again.`,
    });
  return (
    <SettingsCard
      id="download-data"
      title={t`Download my data`}
      intro={t`A copy of everything we keep about you: your account details, preferences, onboarding answers, your cases with our updates and documents shared with you, and the resources you used. It is a JSON file that other programs can read.`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <SubmitButton busy={busy} busyLabel={t`Preparing your file...`} icon={Download}>
          <Trans>Download my data</Trans>
        </SubmitButton>
      </form>
      {feedback.kind === 'success' ? (
        <FormNotice tone="success" message={feedback.message} />
      ) : null}
      {feedback.kind === 'error' ? <FormNotice tone="error" message={feedback.message} /> : null}
    </SettingsCard>
  );
}
