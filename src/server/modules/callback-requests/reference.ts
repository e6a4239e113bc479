import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '@shared/contracts/callback-requests';

/** A short code a person can read out on the phone, like CB-7KX2QM. */
export function newCallbackReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CB-${code}`;
}
