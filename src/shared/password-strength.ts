import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { text, type TextDescriptor } from './i18n/text';
import { english as inEnglish } from './i18n/translate-issue';

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
const STRONG_PASSWORD_ADVICE = text(
  'Choose a longer one: three or four unrelated words make a strong password that is easy to remember. Avoid names, dates, keyboard patterns and well-known passwords.',
);

export interface PasswordAssessment {
  score: PasswordScore;
  /** Whether the score reaches MIN_PASSWORD_SCORE. */
  strongEnough: boolean;
  /** Why the password is weak, in our catalogue's words (null when it is strong enough). */
  warning: TextDescriptor | null;
}

type WarningKey = keyof typeof english.translations.warnings;

/**
 * zxcvbn's reasons in our own words, so each language has them (zxcvbn's come in English).
 * Its words for personal data ("personal or page related data") are vague, so ours say more.
 */
const warnings: Record<WarningKey, TextDescriptor> = {
  straightRow: text('Straight rows of keys on your keyboard are easy to guess.'),
  keyPattern: text('Short keyboard patterns are easy to guess.'),
  simpleRepeat: text('Repeated characters like "aaa" are easy to guess.'),
  extendedRepeat: text('Repeated character patterns like "abcabcabc" are easy to guess.'),
  sequences: text('Common character sequences like "abc" are easy to guess.'),
  recentYears: text('Recent years are easy to guess.'),
  dates: text('Dates are easy to guess.'),
  topTen: text('This is a heavily used password.'),
  topHundred: text('This is a frequently used password.'),
  common: text('This is a commonly used password.'),
  similarToCommon: text('This is similar to a commonly used password.'),
  wordByItself: text('Single words are easy to guess.'),
  namesByThemselves: text('Single names or surnames are easy to guess.'),
  commonNames: text('Common names and surnames are easy to guess.'),
  userInputs: text('It contains your name or e-mail address, which are easy to guess.'),
  pwned: text('Your password was exposed by a data breach on the Internet.'),
};
/** Why, when zxcvbn names no single reason (a short mix of letters and digits, say). */
const GENERIC_WARNING = text('It is too short or too predictable to stand up to guessing.');

const isWarningKey = (key: string): key is WarningKey => Object.hasOwn(warnings, key);

let estimator: ZxcvbnFactory | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    // zxcvbn names its reason by key, and `warnings` gives the words.
    translations: {
      ...english.translations,
      warnings: Object.fromEntries(
        Object.keys(english.translations.warnings).map((key) => [key, key]),
      ) as typeof english.translations.warnings,
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
    warning: strongEnough ? null : warningFor(result.feedback.warning),
  };
}

function warningFor(key: string | null): TextDescriptor {
  return key && isWarningKey(key) ? warnings[key] : GENERIC_WARNING;
}

/**
 * The refusal of a weak password: why, and how to pick a better one. In English, as the
 * server's messages are, and translated where it is shown (`translateMessage`).
 */
export function weakPasswordMessage(assessment: PasswordAssessment): string {
  return inEnglish(
    text('This password is too easy to guess. {why} {advice}', {
      why: assessment.warning ?? GENERIC_WARNING,
      advice: STRONG_PASSWORD_ADVICE,
    }),
  );
}
