import { useMemo, type ReactNode } from 'react';
import type { HelpAnswers } from '@shared/guided-help/answers';
import { buildPlan, type ActionPlan, type PlanLetter } from '@shared/guided-help/plan';
import { questionById } from '@shared/guided-help/questions';
import { previousQuestion, progress } from '@shared/guided-help/walk';
import { localToday } from '@shared/rescission/dates';
import { Button } from '@client/components/ui/button';
import { useInterview } from '../use-interview';
import { ActionPlanView } from './action-plan';
import { QuestionScreen } from './question-screen';

export interface HelpInterviewProps {
  /** Today as YYYY-MM-DD; the visitor's own date when not given (tests pass one in). */
  today?: string;
  renderLetter?: (letter: PlanLetter, answers: HelpAnswers) => ReactNode;
  /** What the page offers beside the plan (download, save to the account, open a case). */
  renderPlanActions?: (plan: ActionPlan, answers: HelpAnswers) => ReactNode;
  /** Told after every answer, for example to keep them on the person's account. */
  onAnswersChange?: (answers: HelpAnswers) => void;
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
        Welcome back
      </h2>
      <p className="text-lg text-ink-800">
        We kept the answers you gave before. You can go on from where you stopped, or start again
        with new answers.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onResume}>
          Continue where I stopped
        </Button>
        <Button size="lg" variant="outline" onClick={onStartOver}>
          Start again
        </Button>
      </div>
    </section>
  );
}

/** "What can I do?": one question per screen, then the person's action plan. */
export function HelpInterview({
  today: fixedToday,
  renderLetter,
  renderPlanActions,
  onAnswersChange,
}: HelpInterviewProps) {
  const today = fixedToday ?? localToday();
  const interview = useInterview(onAnswersChange);
  const { answers, screen, moves } = interview;
  const plan = useMemo(
    () => (screen.kind === 'plan' ? buildPlan(answers, today) : null),
    [screen.kind, answers, today],
  );

  if (screen.kind === 'resume') {
    return <ResumeScreen onResume={interview.resume} onStartOver={interview.startOver} />;
  }
  if (plan) {
    return (
      <ActionPlanView
        plan={plan}
        moves={moves}
        onChangeAnswers={interview.back}
        onStartOver={interview.startOver}
        renderLetter={renderLetter ? (letter) => renderLetter(letter, answers) : undefined}
        actions={renderPlanActions?.(plan, answers)}
      />
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
