/**
 * Short references a person can read out on the phone, like CB-7KX2QM: a prefix naming what
 * was sent (CB callback request, HR help request) and six unambiguous characters (no 0/O, 1/I/L).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

export const referencePrefixes = { callback: 'CB', helpRequest: 'HR' } as const;
export type ReferencePrefix = (typeof referencePrefixes)[keyof typeof referencePrefixes];

export function referencePattern(prefix: ReferencePrefix): RegExp {
  return new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
}
