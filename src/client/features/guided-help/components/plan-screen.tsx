import type { ReactNode } from 'react';
import type { HelpAnswers } from '@shared/guided-help/answers';
import { buildPlan, type PlanLetter } from '@shared/guided-help/plan';
import { ActionPlanView } from './action-plan';
import { PlanActions } from './plan-actions';

export interface PlanScreenProps {
  answers: HelpAnswers;
  today: string;
  moves: number;
  onChangeAnswers: () => void;
  onStartOver: () => void;
  renderLetter?: (letter: PlanLetter, answers: HelpAnswers) => ReactNode;
}

/** The plan with what can be done with it; loaded when the last question is answered. */
export default function PlanScreen({ answers, today, renderLetter, ...moves }: PlanScreenProps) {
  const plan = buildPlan(answers, today);
  return (
    <ActionPlanView
      plan={plan}
      {...moves}
      renderLetter={renderLetter ? (letter) => renderLetter(letter, answers) : undefined}
      actions={<PlanActions plan={plan} answers={answers} today={today} />}
    />
  );
}
