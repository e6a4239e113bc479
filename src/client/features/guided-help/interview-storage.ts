import type { HelpAnswers } from '@shared/guided-help/answers';
import { parseAnswers } from '@shared/guided-help/parse-answers';

/** The answers kept in this browser, so someone who leaves can come back to them. */
const STORAGE_KEY = 'tra.help.answers';

/** The stored answers as written (a string, so React can compare two reads). */
export function readStoredAnswers(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: start afresh rather than fail.
    return null;
  }
}

export function parseStoredAnswers(stored: string | null): HelpAnswers {
  if (!stored) return {};
  try {
    return parseAnswers(JSON.parse(stored));
  } catch {
    // Damaged: start afresh rather than fail.
    return {};
  }
}

export function storeAnswers(answers: HelpAnswers): void {
  try {
    if (Object.keys(answers).length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // Private browsing can refuse storage; the interview still works for this visit.
  }
}
