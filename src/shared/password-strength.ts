import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/*
 * The strength rule for a new password, in one place for the server and the browser
 * (issue 15 item 8; docs/spec-deviations.md). `passwordField` in contracts/auth.ts checks the
 * length; this checks how easy the password is to guess, with zxcvbn-ts and its common-password
 * and English dictionaries, offline. The dictionaries are large (about 1 MB), so the server
 * imports this module normally and the browser only with a dynamic import from the forms that
 * set a password, never from the landing page's first load (decision 006).
 */

/** zxcvbn's scores run 0 (too guessable) to 4 (very unguessable); 3 is "safely unguessable". */
export const MIN_PASSWORD_SCORE = 3;
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What the person can do about a weak password, whatever the estimator found. */
export const STRONG_PASSWORD_ADVICE =
  'Choose a longer one: three or four unrelated words make a strong password that is easy to remember. Avoid names, dates, keyboard patterns and well-known passwords.';

export interface PasswordAssessment {
  score: PasswordScore;
  /** Whether the score reaches MIN_PASSWORD_SCORE. */
  strongEnough: boolean;
  /** Why the password is weak (empty when it is strong enough). */
  warning: string;
  /** What would make it stronger. */
  suggestions: string[];
}

/** zxcvbn's own words for this ("personal or page related data") are vague. */
const PERSONAL_DATA_WARNING = 'It contains your name or e-mail address, which are easy to guess.';
/** Why, when zxcvbn names no single reason (a short mix of letters and digits, say). */
const GENERIC_WARNING = 'It is too short or too predictable to stand up to guessing.';

let estimator: ZxcvbnFactory | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: {
      ...english.translations,
      warnings: { ...english.translations.warnings, userInputs: PERSONAL_DATA_WARNING },
    },
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return estimator;
}

/**
 * Scores a new password. `userInputs` are what is known about its owner (names, e-mail
 * address): a password made of them is as weak as a common one.
 */
export function assessPassword(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): PasswordAssessment {
  const inputs = userInputs.flatMap((input) => {
    if (!input) return [];
    // The e-mail address and its parts before the @ and around dots count separately.
    const lower = input.toLowerCase();
    return [lower, ...lower.split(/[@.\s_+-]+/).filter((part) => part.length >= 3)];
  });
  // zxcvbn's cost grows with length; a password is at most 200 characters (contracts/auth.ts).
  const result = getEstimator().check(password.slice(0, 200), inputs);
  const score = result.score as PasswordScore;
  const strongEnough = score >= MIN_PASSWORD_SCORE;
  return {
    score,
    strongEnough,
    warning: strongEnough ? '' : result.feedback.warning || GENERIC_WARNING,
    suggestions: strongEnough ? [] : result.feedback.suggestions,
  };
}

/** The refusal of a weak password: why, and how to pick a better one. */
export function weakPasswordMessage(assessment: PasswordAssessment): string {
  return `This password is too easy to guess. ${withFullStop(assessment.warning)} ${STRONG_PASSWORD_ADVICE}`;
}

const withFullStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
