import { Trans, useLingui } from '@lingui/react/macro';
import { RescissionChecker } from '@client/features/rescission/components/rescission-checker';
import { usePageHead } from '@client/lib/page-head';

/** Public tool: the last day to cancel a new timeshare purchase under a state's law. */
export default function RescissionCheckerPage() {
  const { t } = useLingui();
  const pageTitle = t`Cancellation Deadline Checker`;
  usePageHead({
    title: pageTitle,
    description: t`Just bought a timeshare? Choose your state and the date you signed to see the last day you can cancel the purchase under your state's law.`,
  });
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold text-ink-900 md:text-5xl">{pageTitle}</h1>
        <p className="text-xl text-ink-700">
          <Trans>
            Did you just buy a timeshare? Many states give buyers a short time to change their mind
            and cancel. Choose your state and enter the date you signed, and we will show you the
            last day to cancel.
          </Trans>
        </p>
        <p className="text-lg text-ink-700">
          <Trans>
            Nothing you enter here is saved or sent anywhere. This is general information, not legal
            advice.
          </Trans>
        </p>
      </header>
      <RescissionChecker />
    </div>
  );
}
