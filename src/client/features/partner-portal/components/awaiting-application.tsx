import { ArrowRight, Hourglass } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { VERIFICATION_FILES_TEXT, VerificationPath } from './verification-path';

/** Requirements §2 Verification tab without an application: 'Awaiting Application' and the path. */
export function AwaitingApplication({ onApply }: { onApply: () => void }) {
  return (
    <section aria-labelledby="awaiting-application-title" className="space-y-5">
      <h2
        id="awaiting-application-title"
        className="flex items-center gap-3 text-2xl font-bold text-ink-900"
      >
        <Hourglass aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700" />
        Awaiting Application
      </h2>
      <p className="text-lg text-ink-700">
        There is no application to show here yet. After you apply, we e-mail you a personal
        verification link. It opens this tab with your application, where you upload your documents
        and can see how the review is going.
      </p>
      <p className="rounded-xl bg-brand-50 p-4 text-lg text-ink-900">
        <strong>Documents we accept:</strong> {VERIFICATION_FILES_TEXT}
      </p>
      <VerificationPath />
      <Button size="lg" onClick={onApply} className="w-full sm:w-auto">
        Go to the application form
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Button>
    </section>
  );
}
