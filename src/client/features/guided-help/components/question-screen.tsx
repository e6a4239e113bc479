import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { text } from '@shared/i18n/text';
import { COMPANY_NAME_MAX, placesBeyondData, type HelpAnswers } from '@shared/guided-help/answers';
import type { Question } from '@shared/guided-help/questions';
import { dateAnswerError, promptFor } from '@shared/guided-help/walk';
import { showText } from '@shared/rescission/show-text';
import { stateOptionsInData } from '@shared/rescission/state-options';
import { ScriptOnlyForm } from '@client/components/script-only-form';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/field';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { ChoiceInputs, DateInput, MultiInputs, StateInput } from './answer-inputs';

// The problems are message ids (their English text), shown with `i18n._(problem)`.
export const CHOOSE_AN_ANSWER = text('Please choose an answer.').id;
export const CHOOSE_A_PLACE = text('Please choose where you signed.').id;
export const ENTER_A_DATE = text(
  'Please enter the date, or press the button below it to skip it.',
).id;

const stateChoices = [...stateOptionsInData, ...placesBeyondData];

type Draft = string | string[];

function draftOf(question: Question, answers: HelpAnswers): Draft {
  const given = answers[question.id];
  if (question.kind === 'multi') return Array.isArray(given) ? given : [];
  return typeof given === 'string' ? given : '';
}

function problemWith(question: Question, draft: Draft, today: string): string | null {
  switch (question.kind) {
    case 'choice':
      return draft === '' ? CHOOSE_AN_ANSWER : null;
    case 'multi':
      return draft.length === 0 ? CHOOSE_AN_ANSWER : null;
    case 'state':
      return draft === '' ? CHOOSE_A_PLACE : null;
    case 'date':
      return draft === '' ? ENTER_A_DATE : dateAnswerError(draft as string, today);
    case 'text':
      return null;
  }
}

export interface QuestionScreenProps {
  question: Question;
  answers: HelpAnswers;
  today: string;
  progress: { answered: number; total: number };
  /** Moves so far: the heading takes the focus after each one (not on the first screen shown). */
  moves: number;
  onAnswer: (value: HelpAnswers[Question['id']]) => void;
  /** Null on the first question. */
  onBack: (() => void) | null;
}

/** One question of the interview, with its progress, its answer and Back. */
export function QuestionScreen({
  question,
  answers,
  today,
  progress,
  moves,
  onAnswer,
  onBack,
}: QuestionScreenProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(question, answers));
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /* eslint-disable lingui/no-unlocalized-strings -- element ids */
  const ids = {
    heading: `help-question-${question.id}`,
    hint: `help-hint-${question.id}`,
    problem: `help-problem-${question.id}`,
    input: `help-answer-${question.id}`,
  };
  /* eslint-enable lingui/no-unlocalized-strings */
  const describedBy =
    [question.hint ? ids.hint : '', problem ? ids.problem : ''].filter(Boolean).join(' ') ||
    undefined;

  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemWith(question, draft, today);
    setProblem(found);
    if (found) return;
    onAnswer(question.kind === 'text' ? (draft as string).trim() : (draft as never));
  };

  const skip = () => onAnswer('' as never);
  const setValue = (value: Draft) => {
    setDraft(value);
    setProblem(null);
  };

  const number = Math.min(progress.answered + 1, progress.total);
  const total = progress.total;
  return (
    <ScriptOnlyForm
      needsScriptFor={t`This interview`}
      onSubmit={submit}
      className="space-y-8"
      aria-labelledby={ids.heading}
    >
      <ProgressBar
        percent={(progress.answered / Math.max(progress.total, 1)) * 100}
        label={t`Interview progress`}
        valueText={t`Question ${number} of about ${total}`}
      />
      <div className="space-y-3">
        <h2
          id={ids.heading}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none md:text-3xl"
        >
          {showText(i18n, promptFor(question, answers))}
        </h2>
        {question.hint ? (
          <p id={ids.hint} className="max-w-2xl text-lg text-ink-700">
            {i18n._(question.hint)}
          </p>
        ) : null}
      </div>

      <div
        role={
          question.kind === 'choice'
            ? 'radiogroup'
            : question.kind === 'multi'
              ? 'group'
              : undefined
        }
        aria-labelledby={
          question.kind === 'choice' || question.kind === 'multi' ? ids.heading : undefined
        }
        className="max-w-2xl space-y-4"
      >
        {question.kind === 'choice' ? (
          <ChoiceInputs
            name={question.id}
            options={question.options}
            value={draft as string}
            onChange={setValue}
            describedBy={describedBy}
          />
        ) : null}
        {question.kind === 'multi' ? (
          <MultiInputs
            idPrefix={ids.input}
            options={question.options}
            noneValue={question.noneValue}
            value={draft as string[]}
            onChange={setValue}
          />
        ) : null}
        {question.kind === 'state' ? (
          <StateInput
            id={ids.input}
            options={stateChoices}
            value={draft as string}
            onChange={setValue}
            labelledBy={ids.heading}
            describedBy={describedBy}
            invalid={problem !== null}
          />
        ) : null}
        {question.kind === 'date' ? (
          <DateInput
            id={ids.input}
            labelledBy={ids.heading}
            value={draft as string}
            max={today}
            onChange={setValue}
            describedBy={describedBy}
            invalid={problem !== null}
          />
        ) : null}
        {question.kind === 'text' ? (
          <div className="space-y-2">
            <label htmlFor={ids.input} className="block text-lg font-semibold text-ink-900">
              {i18n._(question.label)}
            </label>
            <Input
              id={ids.input}
              value={draft as string}
              maxLength={COMPANY_NAME_MAX}
              autoComplete="organization"
              onChange={(event) => setValue(event.currentTarget.value)}
              aria-describedby={describedBy}
              className="text-lg sm:max-w-md"
            />
          </div>
        ) : null}
        {problem ? (
          <p id={ids.problem} role="alert" className="text-lg font-semibold text-red-800">
            {i18n._(problem)}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {onBack ? (
          <Button type="button" variant="outline" size="lg" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            <Trans>Back</Trans>
          </Button>
        ) : null}
        {question.kind === 'date' || question.kind === 'text' ? (
          <Button type="button" variant="ghost" size="lg" onClick={skip}>
            {i18n._(question.skipLabel)}
          </Button>
        ) : null}
        <Button type="submit" size="lg">
          <Trans>Continue</Trans>
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
    </ScriptOnlyForm>
  );
}
