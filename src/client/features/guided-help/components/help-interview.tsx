import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import type { HelpAnswers } from '@shared/guided-help/answers';
import type { PlanLetter } from '@shared/guided-help/plan';
import { questionById } from '@shared/guided-help/questions';
import { previousQuestion, progress } from '@shared/guided-help/walk';
import { localToday } from '@shared/rescission/dates';
import { LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { useInterview } from '../use-interview';
import { useAccountAnswers } from '../use-account-answers';
import { QuestionScreen } from './question-screen';

const PlanScreen = lazy(() => import('./plan-screen'));
export const MAKING_PLAN = msg`Making your plan`;

export interface HelpInterviewProps {
  /** Today as YYYY-MM-DD; the visitor's own date when not given (tests pass one in). */
  today?: string;
  /** The letter a step offers, filled from the answers (the page composes the letters). */
  renderLetter?: (letter: PlanLetter, answers: HelpAnswers) => ReactNode;
}

function ResumeScreen({
  onResume,
  onStartOver,
}: {
  onResume: () => void;
  onStartOver: () => void;
}) {
  return (
    <section aria-labelledby="help-resume-heading" className="space-y-5">
      <h2 id="help-resume-heading" className="text-2xl font-bold text-ink-900 md:text-3xl">
        <Trans>Welcome back</Trans>
      </h2>
      <p className="text-lg text-ink-800">
        <Trans>
          We kept the answers you gave before. You can go on from where you stopped, or start again
          with new answers.
        </Trans>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onResume}>
          <Trans>Continue where I stopped</Trans>
        </Button>
        <Button size="lg" variant="outline" onClick={onStartOver}>
          <Trans>Start again</Trans>
        </Button>
      </div>
    </section>
  );
}

/** "What can I do?": one question per screen, then the person's action plan. */
export function HelpInterview({ today: fixedToday, renderLetter }: HelpInterviewProps) {
  const { i18n } = useLingui();
  const today = fixedToday ?? localToday();
  const interview = useInterview(useAccountAnswers());
  const { answers, screen, moves } = interview;

  if (screen.kind === 'resume') {
    return <ResumeScreen onResume={interview.resume} onStartOver={interview.startOver} />;
  }
  if (screen.kind === 'plan') {
    return (
      <Suspense fallback={<LoadingMessage label={i18n._(MAKING_PLAN)} className="text-lg" />}>
        <PlanScreen
          answers={answers}
          today={today}
          moves={moves}
          onChangeAnswers={interview.back}
          onStartOver={interview.startOver}
          renderLetter={renderLetter}
        />
      </Suspense>
    );
  }
  const question = questionById(screen.kind === 'question' ? screen.id : 'state');
  return (
    <QuestionScreen
      // A new screen for each question, so its draft answer starts from the stored one.
      key={question.id}
      question={question}
      answers={answers}
      today={today}
      progress={progress(answers)}
      moves={moves}
      onAnswer={(value) => interview.answer(question.id, value)}
      onBack={previousQuestion(question.id, answers) ? interview.back : null}
    />
  );
}
