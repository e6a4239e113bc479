import { useMemo, useState, useSyncExternalStore } from 'react';
import type { HelpAnswers, QuestionId } from '@shared/guided-help/answers';
import {
  keepApplicableAnswers,
  nextQuestion,
  previousQuestion,
  questionPath,
} from '@shared/guided-help/walk';
import { parseStoredAnswers, readStoredAnswers, storeAnswers } from './interview-storage';

/** Where the person is: a question, the plan, or the choice to resume earlier answers. */
export type InterviewScreen =
  { kind: 'question'; id: QuestionId } | { kind: 'plan' } | { kind: 'resume' };

const FIRST: InterviewScreen = { kind: 'question', id: 'state' };

function screenAfter(id: QuestionId, answers: HelpAnswers): InterviewScreen {
  const path = questionPath(answers);
  const following = path[path.findIndex((question) => question.id === id) + 1];
  return following ? { kind: 'question', id: following.id } : { kind: 'plan' };
}

function resumeScreen(answers: HelpAnswers): InterviewScreen {
  const next = nextQuestion(answers);
  return next ? { kind: 'question', id: next.id } : { kind: 'plan' };
}

const noSubscription = () => () => {};
const onTheServer = () => null;

/**
 * The interview's state: the answers (kept in this browser after every answer) and the screen.
 * The server renders the first question; answers kept from an earlier visit (or saved on the
 * person's account) are offered once the page is live.
 */
export function useInterview({
  accountAnswers,
  onAnswersChange,
}: {
  /** Answers saved on the person's account: offered when this browser kept none. */
  accountAnswers?: HelpAnswers | null;
  /** Told after every change, for example to keep them on the account. */
  onAnswersChange?: (answers: HelpAnswers) => void;
} = {}) {
  const storedAtLoad = useSyncExternalStore(noSubscription, readStoredAnswers, onTheServer);
  const earlier = useMemo(() => parseStoredAnswers(storedAtLoad), [storedAtLoad]);
  /** Null until the person answers, resumes or starts over on this visit. */
  const [own, setOwn] = useState<{ answers: HelpAnswers; screen: InterviewScreen } | null>(null);
  /** Increases on every move, so the new screen's heading takes the focus. */
  const [moves, setMoves] = useState(0);

  const kept = Object.keys(earlier).length > 0 ? earlier : (accountAnswers ?? {});
  const answers = own?.answers ?? kept;
  const screen: InterviewScreen =
    own?.screen ?? (Object.keys(kept).length > 0 ? { kind: 'resume' } : FIRST);

  const change = (next: HelpAnswers, to: InterviewScreen) => {
    setOwn({ answers: next, screen: to });
    storeAnswers(next);
    onAnswersChange?.(next);
    setMoves((count) => count + 1);
  };

  const answer = (id: QuestionId, value: HelpAnswers[QuestionId]) => {
    const next = keepApplicableAnswers({ ...answers, [id]: value });
    change(next, screenAfter(id, next));
  };

  const back = () => {
    if (screen.kind === 'plan') {
      const last = questionPath(answers).at(-1);
      if (last) change(answers, { kind: 'question', id: last.id });
    } else if (screen.kind === 'question') {
      const previous = previousQuestion(screen.id, answers);
      if (previous) change(answers, { kind: 'question', id: previous.id });
    }
  };

  const resume = () => change(answers, resumeScreen(answers));
  const startOver = () => change({}, FIRST);

  return { answers, screen, moves, answer, back, resume, startOver };
}
