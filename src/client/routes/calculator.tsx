import { Trans, useLingui } from '@lingui/react/macro';
import { usePageHead } from '@client/lib/page-head';
import { Calculator } from '@client/features/calculator/components/calculator';
import { CalculatorExplainer } from '@client/features/calculator/components/calculator-explainer';

export default function CalculatorPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Timeshare Maintenance Fee Calculator`,
    description: t`See how your yearly timeshare maintenance fees could grow over the years ahead. Free to use, and nothing you type is saved or sent.`,
  });
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 md:py-14">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold text-ink-900 md:text-5xl">
          <Trans>Timeshare Maintenance Fee Calculator</Trans>
        </h1>
        <p className="text-lg text-ink-700">
          <Trans>
            See how your yearly maintenance fees could grow over time. Enter what you pay today,
            choose how many years to look ahead, and press Calculate. Nothing you type here is saved
            or sent anywhere.
          </Trans>
        </p>
      </header>
      <Calculator />
      <CalculatorExplainer />
    </div>
  );
}
