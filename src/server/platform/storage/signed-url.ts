import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signatures of local upload addresses: they bind the storage key, the content type and
 * the expiry time, so an address cannot be bent to another file, type or time.
 */
export function signUpload(secret: string, key: string, contentType: string, expires: number) {
  return createHmac('sha256', secret)
    .update(`PUT\n${key}\n${contentType.toLowerCase()}\n${expires}`)
    .digest('base64url');
}

export type UploadSignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkUploadSignature(
  secret: string,
  input: { key: string; contentType: string; expires: string; signature: string },
  now = Date.now(),
): UploadSignatureCheck {
  const expires = Number(input.expires);
  if (!Number.isSafeInteger(expires)) return 'invalid';
  const expected = Buffer.from(signUpload(secret, input.key, input.contentType, expires));
  const given = Buffer.from(input.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires < now ? 'expired' : 'valid';
}
