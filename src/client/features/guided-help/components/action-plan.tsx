import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Printer, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  PLAN_DISCLAIMER,
  type ActionPlan as Plan,
  type PlanLetter,
} from '@shared/guided-help/plan';
import { formatLongDate } from '@shared/rescission/dates';
import { showText } from '@shared/rescission/show-text';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { PlanStepView } from './plan-step';
import { UrgentBanner } from './urgent-banner';

export const PLAN_TITLE = msg`Your action plan`;

export interface ActionPlanProps {
  plan: Plan;
  moves: number;
  onChangeAnswers: () => void;
  onStartOver: () => void;
  renderLetter?: (letter: PlanLetter) => ReactNode;
  /** Saving, downloading and turning the plan into a case, as the page offers them. */
  actions?: ReactNode;
}

/** The interview's result: urgent news first, then the steps in order, then what we are. */
export function ActionPlanView({
  plan,
  moves,
  onChangeAnswers,
  onStartOver,
  renderLetter,
  actions,
}: ActionPlanProps) {
  const { t, i18n } = useLingui();
  const madeOn = formatLongDate(plan.madeOn, useIntlLocale());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold text-ink-900 focus:outline-none md:text-4xl"
        >
          {i18n._(PLAN_TITLE)}
        </h2>
        <p className="text-lg text-ink-700">
          <Trans>Made on {madeOn}.</Trans>
        </p>
        {plan.urgency === 'normal' ? (
          <p className="text-xl text-ink-900">{showText(i18n, plan.headline)}</p>
        ) : null}
      </div>
      <UrgentBanner plan={plan} />
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-5 w-5" />
          <Trans>Print this plan</Trans>
        </Button>
        {actions}
      </div>
      <ol className="space-y-6" aria-label={t`Steps, in order`}>
        {plan.steps.map((step, index) => (
          <PlanStepView key={step.id} step={step} number={index + 1} renderLetter={renderLetter} />
        ))}
      </ol>
      <section
        aria-labelledby="plan-disclaimer-heading"
        className="space-y-2 rounded-2xl border-2 border-ink-300 bg-ink-50 p-5"
      >
        <h2 id="plan-disclaimer-heading" className="text-xl font-bold text-ink-900">
          <Trans>What this plan is, and what it is not</Trans>
        </h2>
        <p className="text-lg text-ink-900">{i18n._(PLAN_DISCLAIMER)}</p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row print:hidden">
        <Button type="button" variant="outline" size="lg" onClick={onChangeAnswers}>
          <Pencil aria-hidden="true" className="h-5 w-5" />
          <Trans>Change my answers</Trans>
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" className="h-5 w-5" />
          <Trans>Start over</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Start over?`}
        confirmLabel={t`Yes, start over`}
        busyLabel={t`Starting over…`}
        busy={false}
        error={null}
        destructive
        onConfirm={() => {
          setConfirming(false);
          onStartOver();
        }}
      >
        <p>
          <Trans>
            Your answers on this device will be cleared, and the interview starts from the first
            question.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
