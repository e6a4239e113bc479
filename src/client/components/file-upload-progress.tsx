import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from '@client/components/ui/progress-bar';
import type { UploadProgress } from '@client/lib/three-step-upload';
import { uploadStepName, uploadStepStatus } from '@client/lib/upload-file';

/**
 * One file's upload where several may be under way: its bar, named after the file, with the step
 * in words, and a spoken status when the step changes (a failure is told by its own alert).
 */
export function FileUploadProgress({
  progress,
  fileName,
}: {
  progress: UploadProgress;
  fileName: string;
}) {
  const { t } = useLingui();
  const status = progress.step === 'error' ? '' : uploadStepStatus(progress.step);
  return (
    <div>
      <ProgressBar
        percent={progress.percent}
        label={t`Upload progress of ${fileName}`}
        valueText={uploadStepName(progress.step)}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {status ? t`${fileName}: ${status}` : ''}
      </p>
    </div>
  );
}
