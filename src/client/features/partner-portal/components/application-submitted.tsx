import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { DonePanel } from '@client/components/done-panel';
import { Button } from '@client/components/ui/button';

/** After a sent application: what we received and what to look out for next. */
export function ApplicationSubmitted({
  message,
  onAnother,
}: {
  /** The server's confirmation. */
  message: string;
  /** Shows an empty form again, for a second organization. */
  onAnother: () => void;
}) {
  const { t } = useLingui();
  return (
    <DonePanel title={t`Application Submitted`}>
      <p className="text-lg text-ink-900">{message}</p>
      <div className="flex gap-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-ink-900">
        <MailCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-800" />
        <p>
          <Trans>
            <strong>Please look for our e-mail.</strong> It has your personal verification link,
            which opens the Verification tab where you upload your license documents. If it has not
            arrived within a few minutes, please check your spam or junk folder.
          </Trans>
        </p>
      </div>
      <Button variant="outline" onClick={onAnother}>
        <Trans>Apply for another organization</Trans>
      </Button>
    </DonePanel>
  );
}
