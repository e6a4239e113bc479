import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { letterFieldsFrom, letterStateFrom } from '@shared/guided-help/letter-fields';
import { LoadingMessage } from '@client/components/load-status';
import { usePageHead } from '@client/lib/page-head';
import { HelpInterview } from '@client/features/guided-help/components/help-interview';

// Opened from a step of the plan, never on the first screen: loaded when first opened.
const LetterPanel = lazy(() =>
  import('@client/features/letters/components/letter-panel').then((module) => ({
    default: module.LetterPanel,
  })),
);

export default function HelpPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`What can I do? A free plan for timeshare owners`,
    description: t`Answer a few plain questions about your timeshare and get a free plan: your deadlines, the law behind each step, who can help, and letters ready to send.`,
  });
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-3 print:hidden">
        <h1 className="text-3xl font-bold text-ink-900 md:text-5xl">
          <Trans>What can I do?</Trans>
        </h1>
        <p className="text-xl text-ink-700">
          <Trans>
            Answer a few plain questions, one at a time. At the end you get a plan with your dates,
            the law behind each step and who can help. It is free, and your answers stay on this
            device unless you save them to your account.
          </Trans>
        </p>
      </header>
      <HelpInterview
        renderLetter={(letter, answers) => (
          <Suspense fallback={<LoadingMessage label={t`Loading the letter`} />}>
            <LetterPanel
              purpose={letter}
              stateId={letterStateFrom(answers)}
              initialFields={letterFieldsFrom(answers)}
            />
          </Suspense>
        )}
      />
    </div>
  );
}
