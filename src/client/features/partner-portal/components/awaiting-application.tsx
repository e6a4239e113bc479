import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Hourglass } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { VERIFICATION_FILES_TEXT, VerificationPath } from './verification-path';

/** Requirements §2 Verification tab without an application: 'Awaiting Application' and the path. */
export function AwaitingApplication({ onApply }: { onApply: () => void }) {
  const { i18n } = useLingui();
  const files = i18n._(VERIFICATION_FILES_TEXT);
  return (
    <section aria-labelledby="awaiting-application-title" className="space-y-5">
      <h2
        id="awaiting-application-title"
        className="flex items-center gap-3 text-2xl font-bold text-ink-900"
      >
        <Hourglass aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700" />
        <Trans>Awaiting Application</Trans>
      </h2>
      <p className="text-lg text-ink-700">
        <Trans>
          There is no application to show here yet. After you apply, we e-mail you a personal
          verification link. It opens this tab with your application, where you upload your
          documents and can see how the review is going.
        </Trans>
      </p>
      <p className="rounded-xl bg-brand-50 p-4 text-lg text-ink-900">
        <Trans>
          <strong>Documents we accept:</strong> {files}
        </Trans>
      </p>
      <VerificationPath />
      <Button size="lg" onClick={onApply} className="w-full sm:w-auto">
        <Trans>Go to the application form</Trans>
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Button>
    </section>
  );
}
