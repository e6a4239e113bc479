import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { FormNotice } from '@client/components/form-status';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { ApiError } from '@client/lib/api-client';
import { useApplicationStatus } from '../api/get-application-status';
import { AwaitingApplication } from './awaiting-application';

// Shown only once a verification link is checked, so its upload form and checks load then.
const ApplicationStatusView = lazy(() =>
  import('./application-status-view').then((module) => ({
    default: module.ApplicationStatusView,
  })),
);

export interface VerificationTabProps {
  /** The verification link's token (`?token=`), if the page was opened with one. */
  token: string | null;
  /** Opens the Apply tab. */
  onApply: () => void;
}

/**
 * Requirements §2 Verification tab. Without a link it waits for an application; with the link from
 * our confirmation e-mail it shows the application's real status and takes its documents.
 */
export function VerificationTab({ token, onApply }: VerificationTabProps) {
  if (token === null) return <AwaitingApplication onApply={onApply} />;
  return <ApplicationVerification token={token} onApply={onApply} />;
}

function ApplicationVerification({ token, onApply }: { token: string; onApply: () => void }) {
  const { t } = useLingui();
  const status = useApplicationStatus(token);
  if (status.isPending) {
    return <LoadingMessage label={t`Checking your verification link`} className="text-lg" />;
  }
  if (status.isError) {
    const error = status.error;
    // 404: unknown or expired link; 400: a link too mangled to be a token at all.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <div className="space-y-8">
          <FormNotice
            tone="error"
            title={t`This verification link cannot be used`}
            message={error.message}
          />
          <AwaitingApplication onApply={onApply} />
        </div>
      );
    }
    return (
      <LoadFailed
        title={t`We could not load your application.`}
        error={error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return (
    <Suspense fallback={<LoadingMessage label={t`Opening your application`} className="text-lg" />}>
      <ApplicationStatusView application={status.data} token={token} />
    </Suspense>
  );
}
