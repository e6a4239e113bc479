import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, FieldError } from './errors';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

/*
 * Checks on what a request carries that no schema states. PostgreSQL text cannot hold the NUL
 * character (the insert or lookup fails with a 500), and JSON nested without end overflows the
 * stack of whatever serialises it again (a free-form field stored as jsonb). So:
 * - a body with either, or with half of a UTF-16 surrogate pair, answers 400 naming the field (it may nest 100 000 deep: the walk is a loop);
 * - a path with NUL names nothing that can exist: 404, like any unknown address;
 * - query strings are search words and filters: NUL reads as a space, as the legal search
 *   has always read control characters.
 */

/** Far deeper than any form or metadata the product sends. */
export const MAX_JSON_DEPTH = 32;

export const NUL_CHARACTER_MESSAGE = english(
  text('The text contains an invisible NUL character. Please retype it and try again.'),
);
export const BROKEN_CHARACTER_MESSAGE = english(
  text(
    'The text contains a broken character (half of an emoji or symbol). Please retype it and try again.',
  ),
);
export const TOO_DEEP_MESSAGE = english(
  text('The request is nested more than {max} levels deep.', { max: MAX_JSON_DEPTH }),
);

/** With the u flag a proper surrogate pair is one code point; only a lone half is category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

type Problem = { path: string; message: string };

function findProblem(value: unknown, part: string): Problem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const where = current.path || part;
    if (typeof current.value === 'string') {
      if (current.value.includes('\u0000')) return { path: where, message: NUL_CHARACTER_MESSAGE };
      // A lone UTF-16 surrogate (JSON's "\ud800") is no character at all; stored or mailed it
      // breaks further down, so it is refused here like NUL.
      if (LONE_SURROGATE.test(current.value))
        return { path: where, message: BROKEN_CHARACTER_MESSAGE };
      continue;
    }
    if (current.value === null || typeof current.value !== 'object') continue;
    if (current.depth >= MAX_JSON_DEPTH) return { path: where, message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(current.value)) {
      const path = current.path ? `${current.path}.${key}` : key;
      if (key.includes('\u0000')) return { path, message: NUL_CHARACTER_MESSAGE };
      stack.push({ value: child, path, depth: current.depth + 1 });
    }
  }
  return undefined;
}

const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');
const nulAsSpace = (value: unknown) =>
  typeof value === 'string' ? value.replaceAll('\u0000', ' ') : value;

/** The check of one request; an Error to answer with, or undefined to carry on. */
function problemOf(request: FastifyRequest): Error | undefined {
  if (Object.values(request.params ?? {}).some(hasNul)) {
    return new AppError(404, 'NOT_FOUND', text('There is nothing at this address.'));
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    query[key] = Array.isArray(value) ? value.map(nulAsSpace) : nulAsSpace(value);
  }
  const problem = findProblem(request.body, 'body');
  return problem ? new FieldError(problem.path, problem.message) : undefined;
}

export function registerRequestHygiene(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, including the fastest reads.
  app.addHook('preValidation', (request, _reply, done) => done(problemOf(request)));
}
