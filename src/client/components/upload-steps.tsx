import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, Circle, CircleAlert, CircleDot } from 'lucide-react';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { cn } from '@client/lib/cn';
import type { UploadProgress } from '@client/lib/three-step-upload';
import { UPLOAD_STEPS as steps, uploadStepName, uploadStepStatus } from '@client/lib/upload-file';

type StepState = 'done' | 'current' | 'failed' | 'waiting';

function stateOf(index: number, progress: UploadProgress): StepState {
  const at = progress.step === 'error' ? progress.failedAt : progress.step;
  const current = steps.findIndex((item) => item.step === at);
  if (index < current) return 'done';
  if (index > current) return 'waiting';
  if (progress.step === 'error') return 'failed';
  return progress.step === 'complete' ? 'done' : 'current';
}

const stateWords: Record<StepState, MessageDescriptor> = {
  done: msg`Done`,
  current: msg`In progress`,
  failed: msg`Failed`,
  waiting: msg`Waiting`,
};
const stateIcons = { done: Check, current: CircleDot, failed: CircleAlert, waiting: Circle };
const stateColours: Record<StepState, string> = {
  done: 'text-green-800',
  current: 'text-brand-800',
  failed: 'text-red-800',
  waiting: 'text-ink-600',
};

/** Requirements §4: the upload's steps by name, the progress bar, and a spoken status. */
export function UploadSteps({ progress }: { progress: UploadProgress }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-4">
      <ProgressBar
        percent={progress.percent}
        label={t`Upload progress`}
        valueText={uploadStepName(progress.step)}
      />
      <ol aria-label={t`Upload steps`} className="space-y-1">
        {steps.map((item, index) => {
          const state = stateOf(index, progress);
          const Icon = stateIcons[state];
          return (
            <li
              key={item.step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn('flex items-center gap-3 text-lg', stateColours[state])}
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
              <span className={state === 'current' ? 'font-semibold' : undefined}>
                {i18n._(item.name)}
              </span>
              <span className="sr-only">: {i18n._(stateWords[state])}</span>
            </li>
          );
        })}
      </ol>
      {/* Announces each step once, rather than every percent of the bar. */}
      <p role="status" aria-live="polite" className="sr-only">
        {uploadStepStatus(progress.step)}
      </p>
    </div>
  );
}
