import { Trans, useLingui } from '@lingui/react/macro';
import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { StatusLegend } from '@client/components/case-status';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { useCases } from '../api/get-cases';
import { CaseCard } from './case-card';
import { NewCaseDialog } from './new-case-dialog';

function NewCaseButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="h-5 w-5" />
      <Trans>New Case</Trans>
    </Button>
  );
}

function CaseList({ userId, onNewCase }: { userId: string; onNewCase: () => void }) {
  const cases = useCases(userId);
  const { t } = useLingui();
  if (cases.isPending) {
    return (
      <LoadingMessage
        label={t`Loading your cases`}
        className="rounded-2xl border border-ink-200 bg-white p-6"
      />
    );
  }
  if (cases.isError) {
    return (
      <LoadFailed
        title={t`We could not load your cases.`}
        error={cases.error}
        onRetry={() => void cases.refetch()}
        className="rounded-2xl p-6"
      />
    );
  }
  if (cases.data.length === 0) {
    return (
      <div className="space-y-4 rounded-2xl border-2 border-dashed border-ink-300 bg-white p-8 text-center">
        <FolderOpen aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <p className="text-xl font-semibold text-ink-900">
          <Trans>You have no cases yet</Trans>
        </p>
        <p className="text-ink-700">
          <Trans>
            Open a case and tell us about your timeshare. We'll be in touch within 24-48 hours.
          </Trans>
        </p>
        <NewCaseButton onClick={onNewCase} />
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label={t`Your cases`}>
      {cases.data.map((clientCase) => (
        <li key={clientCase.id}>
          <CaseCard clientCase={clientCase} />
        </li>
      ))}
    </ul>
  );
}

/** Requirements §2: 'Your Cases' with the New Case dialog, the status legend and the cards. */
export function CasesSection({ userId }: { userId: string }) {
  const [newCaseOpen, setNewCaseOpen] = useState(false);
  return (
    <section aria-labelledby="your-cases-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-cases-heading" className="text-2xl font-bold text-ink-900 md:text-3xl">
          <Trans>Your Cases</Trans>
        </h2>
        <NewCaseButton onClick={() => setNewCaseOpen(true)} />
      </div>
      <StatusLegend />
      <CaseList userId={userId} onNewCase={() => setNewCaseOpen(true)} />
      <NewCaseDialog userId={userId} open={newCaseOpen} onOpenChange={setNewCaseOpen} />
    </section>
  );
}
