import { createHmac, timingSafeEqual } from 'node:crypto';

/** The HMAC-SHA256 of `message` under `secret`, URL-safe. */
export function hmacSignature(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** Whether `signature` is the one of `message`, compared in constant time. */
export function signatureMatches(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(hmacSignature(secret, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
