import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { describeLoadError, type LoadSubject } from './load-error';

export interface LoadProblemNoticeProps {
  error: unknown;
  subject: LoadSubject;
  onRetry: () => void;
  className?: string;
}

/** Requirements §8: why the cases or a case could not be loaded, with Retry where it can help. */
export function LoadProblemNotice({ error, subject, onRetry, className }: LoadProblemNoticeProps) {
  const { i18n } = useLingui();
  const problem = describeLoadError(error, subject, i18n);
  return (
    <FormNotice tone="error" title={problem.title} message={problem.message} className={className}>
      {problem.canRetry ? (
        <Button variant="outline" onClick={onRetry} className="mt-3">
          <RotateCcw aria-hidden="true" className="h-5 w-5" />
          <Trans>Retry</Trans>
        </Button>
      ) : null}
    </FormNotice>
  );
}
