import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FolderPlus, Save } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { HelpAnswers } from '@shared/guided-help/answers';
import type { ActionPlan } from '@shared/guided-help/plan';
import { Button } from '@client/components/ui/button';
import { useClientSession } from '@client/lib/client-session';
import { formatDateTime } from '@client/lib/format-date';
import { paths } from '@client/lib/paths';
import { downloadPlan } from '../api/plan-document';
import { useSaveAnswers } from '../api/saved-answers';

const OpenCaseDialog = lazy(() => import('./open-case-dialog'));

function DownloadPlanButton({ answers, today }: { answers: HelpAnswers; today: string }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const download = async () => {
    if (state.busy) return;
    setState({ busy: true, error: null });
    try {
      await downloadPlan(answers, today);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={download}
        aria-disabled={state.busy || undefined}
      >
        <Download aria-hidden="true" className="h-5 w-5" />
        {state.busy ? t`Making the PDF…` : t`Download as PDF`}
      </Button>
      {state.error ? (
        <p role="alert" className="basis-full text-lg font-semibold text-red-800">
          {i18n._(state.error)}
        </p>
      ) : null}
    </>
  );
}

function ClientActions({
  userId,
  answers,
  plan,
}: {
  userId: string;
  answers: HelpAnswers;
  plan: ActionPlan;
}) {
  const { t, i18n } = useLingui();
  const saving = useSaveAnswers(userId);
  const savedAt = saving.data?.savedAt ? formatDateTime(saving.data.savedAt) : null;
  const problem = saving.error ? i18n._(saving.error.message) : null;
  const [opening, setOpening] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => saving.mutate(answers)}
        aria-disabled={saving.isPending || undefined}
      >
        <Save aria-hidden="true" className="h-5 w-5" />
        {saving.isPending ? t`Saving…` : t`Save to my account`}
      </Button>
      <Button type="button" onClick={() => setOpening(true)}>
        <FolderPlus aria-hidden="true" className="h-5 w-5" />
        <Trans>Open a case from this plan</Trans>
      </Button>
      <p role="status" className="basis-full text-lg text-ink-800">
        {savedAt
          ? t`Saved to your account on ${savedAt}.`
          : problem
            ? t`Your plan was not saved: ${problem}`
            : ''}
      </p>
      {opening ? (
        <Suspense fallback={null}>
          <OpenCaseDialog open={opening} onOpenChange={setOpening} answers={answers} plan={plan} />
        </Suspense>
      ) : null}
    </>
  );
}

export interface PlanActionsProps {
  plan: ActionPlan;
  answers: HelpAnswers;
  today: string;
}

/** Download the plan; a signed-in client also keeps it and turns it into a case. */
export function PlanActions({ plan, answers, today }: PlanActionsProps) {
  const session = useClientSession();
  return (
    <>
      <DownloadPlanButton answers={answers} today={today} />
      {session.status === 'authenticated' ? (
        <ClientActions userId={session.user.id} answers={answers} plan={plan} />
      ) : session.status === 'anonymous' ? (
        <p className="basis-full text-lg text-ink-800">
          <Trans>
            Want to keep this plan, or ask us for a partner attorney?{' '}
            <Link
              to={paths.auth.getHref()}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Sign in or create a free account
            </Link>
            , then come back to this page: your answers stay on this device.
          </Trans>
        </p>
      ) : null}
    </>
  );
}
