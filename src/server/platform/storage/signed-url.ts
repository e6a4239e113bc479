import { hmacSignature, signatureMatches } from '../signatures';

/**
 * HMAC signatures of local upload addresses: they bind the storage key, the content type and
 * the expiry time, so an address cannot be bent to another file, type or time.
 */
const uploadMessage = (key: string, contentType: string, expires: number) =>
  `PUT\n${key}\n${contentType.toLowerCase()}\n${expires}`;

export function signUpload(secret: string, key: string, contentType: string, expires: number) {
  return hmacSignature(secret, uploadMessage(key, contentType, expires));
}

export type UploadSignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkUploadSignature(
  secret: string,
  input: { key: string; contentType: string; expires: string; signature: string },
  now = Date.now(),
): UploadSignatureCheck {
  const expires = Number(input.expires);
  if (!Number.isSafeInteger(expires)) return 'invalid';
  const message = uploadMessage(input.key, input.contentType, expires);
  if (!signatureMatches(secret, message, input.signature)) return 'invalid';
  return expires < now ? 'expired' : 'valid';
}
