import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Check, Circle, CircleDot, Info } from 'lucide-react';
import { caseProgress, type ProgressStepState } from '@shared/case-progress';
import { cn } from '@client/lib/cn';

const stateText: Record<ProgressStepState, MessageDescriptor | null> = {
  completed: msg`Completed`,
  current: msg`Current step`,
  upcoming: msg`Upcoming`,
  inactive: null,
};

const stateStyles: Record<ProgressStepState, { itemClass: string; iconClass: string }> = {
  completed: {
    itemClass: 'border border-green-300 bg-green-50 text-green-900',
    iconClass: 'bg-green-700 text-white',
  },
  current: {
    itemClass: 'border-2 border-brand-700 bg-brand-50 text-brand-900',
    iconClass: 'bg-brand-700 text-white',
  },
  upcoming: {
    itemClass: 'border border-ink-200 bg-white text-ink-700',
    iconClass: 'bg-ink-100 text-ink-700',
  },
  inactive: {
    itemClass: 'border border-ink-200 bg-ink-50 text-ink-700',
    iconClass: 'bg-ink-100 text-ink-600',
  },
};

function StepIcon({ state }: { state: ProgressStepState }) {
  const Icon = state === 'completed' ? Check : state === 'current' ? CircleDot : Circle;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
        stateStyles[state].iconClass,
      )}
    >
      <Icon className="h-5 w-5" />
    </span>
  );
}

/**
 * Requirements §4: the four steps of a case. Earlier steps are completed, the current one is
 * highlighted and later ones are upcoming; a closed or unknown status leaves every step
 * inactive under a heading that says why. Each state is written out, never shown by colour only.
 */
export function CaseProgressSteps({ status }: { status: string }) {
  const progress = caseProgress(status);
  const { i18n } = useLingui();
  return (
    <div className="space-y-3">
      {progress.heading ? (
        <div className="flex items-start gap-3 rounded-xl border border-ink-300 bg-ink-100 p-4 text-ink-900">
          <Info aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-ink-700" />
          <div>
            <p className="font-semibold">{i18n._(progress.heading)}</p>
            {progress.description ? (
              <p className="text-ink-700">{i18n._(progress.description)}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      <ol className="space-y-2">
        {progress.steps.map((step, index) => {
          const stepNumber = index + 1;
          const label = stateText[step.state];
          return (
            <li
              key={step.status}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl p-3',
                stateStyles[step.state].itemClass,
              )}
            >
              <StepIcon state={step.state} />
              <div className="min-w-0">
                <p className="font-semibold">
                  <span className="sr-only">
                    <Trans>Step {stepNumber}:</Trans>{' '}
                  </span>
                  {i18n._(step.title)}
                </p>
                {label ? <p className="text-sm font-medium">{i18n._(label)}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
