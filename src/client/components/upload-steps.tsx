import { Check, Circle, CircleAlert, CircleDot } from 'lucide-react';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { cn } from '@client/lib/cn';
import type { UploadStep } from '@client/lib/upload-file';
import type { UploadProgress } from '@client/lib/three-step-upload';

const steps = [
  { step: 'preparing', name: 'Preparing', detail: 'Getting a safe place for the file' },
  { step: 'uploading', name: 'Uploading', detail: 'Sending the file' },
  { step: 'processing', name: 'Processing', detail: 'Checking the file and adding it to the case' },
  { step: 'complete', name: 'Complete', detail: 'The document is on the case' },
] as const satisfies readonly { step: UploadStep; name: string; detail: string }[];

type StepState = 'done' | 'current' | 'failed' | 'waiting';

function stateOf(index: number, progress: UploadProgress): StepState {
  const at = progress.step === 'error' ? progress.failedAt : progress.step;
  const current = steps.findIndex((item) => item.step === at);
  if (index < current) return 'done';
  if (index > current) return 'waiting';
  if (progress.step === 'error') return 'failed';
  return progress.step === 'complete' ? 'done' : 'current';
}

const stateWords: Record<StepState, string> = {
  done: 'Done',
  current: 'In progress',
  failed: 'Failed',
  waiting: 'Waiting',
};
const stateIcons = { done: Check, current: CircleDot, failed: CircleAlert, waiting: Circle };
const stateColours: Record<StepState, string> = {
  done: 'text-green-800',
  current: 'text-brand-800',
  failed: 'text-red-800',
  waiting: 'text-ink-600',
};

function statusText(progress: UploadProgress): string {
  if (progress.step === 'error') return 'Error: the upload did not finish.';
  const item = steps.find((entry) => entry.step === progress.step);
  return item ? `${item.name}: ${item.detail.toLowerCase()}.` : '';
}

/** The step an upload is at, in one word: 'Preparing', 'Uploading', …, or 'Error'. */
export function uploadStepName(progress: UploadProgress): string {
  if (progress.step === 'error') return 'Error';
  return steps.find((item) => item.step === progress.step)?.name ?? '';
}

/** Requirements §4: the upload's steps by name, the progress bar, and a spoken status. */
export function UploadSteps({ progress }: { progress: UploadProgress }) {
  return (
    <div className="space-y-4">
      <ProgressBar
        percent={progress.percent}
        label="Upload progress"
        valueText={uploadStepName(progress)}
      />
      <ol aria-label="Upload steps" className="space-y-1">
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
              <span className={state === 'current' ? 'font-semibold' : undefined}>{item.name}</span>
              <span className="sr-only">: {stateWords[state]}</span>
            </li>
          );
        })}
      </ol>
      {/* Announces each step once, rather than every percent of the bar. */}
      <p role="status" aria-live="polite" className="sr-only">
        {statusText(progress)}
      </p>
    </div>
  );
}

/**
 * One file's upload in a list of several: its bar, named after the file, with the step in words,
 * and a spoken status when the step changes.
 */
export function FileUploadProgress({
  progress,
  fileName,
}: {
  progress: UploadProgress;
  fileName: string;
}) {
  return (
    <div>
      <ProgressBar
        percent={progress.percent}
        label={`Upload progress of ${fileName}`}
        valueText={uploadStepName(progress)}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {progress.step === 'error' ? '' : `${fileName}: ${statusText(progress)}`}
      </p>
    </div>
  );
}
