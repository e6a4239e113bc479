import { Check, Circle, CircleDot, Info } from 'lucide-react';
import { caseProgress, type ProgressStepState } from '@shared/case-progress';
import { cn } from '@client/lib/cn';

const stateText: Record<ProgressStepState, string | null> = {
  completed: 'Completed',
  current: 'Current step',
  upcoming: 'Upcoming',
  inactive: null,
};

const stateStyles: Record<ProgressStepState, { item: string; icon: string }> = {
  completed: {
    item: 'border border-green-300 bg-green-50 text-green-900',
    icon: 'bg-green-700 text-white',
  },
  current: {
    item: 'border-2 border-brand-700 bg-brand-50 text-brand-900',
    icon: 'bg-brand-700 text-white',
  },
  upcoming: {
    item: 'border border-ink-200 bg-white text-ink-700',
    icon: 'bg-ink-100 text-ink-700',
  },
  inactive: {
    item: 'border border-ink-200 bg-ink-50 text-ink-700',
    icon: 'bg-ink-100 text-ink-600',
  },
};

function StepIcon({ state }: { state: ProgressStepState }) {
  const Icon = state === 'completed' ? Check : state === 'current' ? CircleDot : Circle;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
        stateStyles[state].icon,
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
  return (
    <div className="space-y-3">
      {progress.heading ? (
        <div className="flex items-start gap-3 rounded-xl border border-ink-300 bg-ink-100 p-4 text-ink-900">
          <Info aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-ink-700" />
          <div>
            <p className="font-semibold">{progress.heading}</p>
            {progress.description ? <p className="text-ink-700">{progress.description}</p> : null}
          </div>
        </div>
      ) : null}
      <ol className="space-y-2">
        {progress.steps.map((step, index) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={cn('flex items-center gap-3 rounded-xl p-3', stateStyles[step.state].item)}
          >
            <StepIcon state={step.state} />
            <div className="min-w-0">
              <p className="font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              {stateText[step.state] ? (
                <p className="text-sm font-medium">{stateText[step.state]}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
