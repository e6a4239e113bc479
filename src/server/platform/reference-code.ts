import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, type ReferencePrefix } from '@shared/reference-code';

/** A fresh random reference such as HR-7KX2QM. */
export function newReference(prefix: ReferencePrefix): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${prefix}-${code}`;
}

/** A clash of two random references is rare; a few fresh tries make it practically impossible. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Runs `insert` with fresh references until one is free: `insert` answers undefined when its
 * reference is taken (an insert with ON CONFLICT DO NOTHING on the reference column).
 */
export async function withFreshReference<Result>(
  prefix: ReferencePrefix,
  insert: (reference: string) => Promise<Result | undefined>,
): Promise<Result> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const result = await insert(newReference(prefix));
    if (result !== undefined) return result;
  }
  throw new Error(`Could not find a free ${prefix} reference.`);
}
