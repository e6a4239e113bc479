import { pathInLocale, type Locale } from '@shared/i18n/locales';
import { hmacSignature, signatureMatches } from '../../platform/signatures';

/*
 * The digest's unsubscribe link works without a sign-in, so it carries whose it is and proves
 * it: `<client id>.<version>.<expiry, Unix seconds>.<HMAC-SHA256 of those under LINK_SECRET>`.
 * The version is the client's guide_digests.unsubscribeVersion when the e-mail was made; using
 * a link moves that on (service.ts), so each link works once and older ones stop working too.
 */

/** Kept out of every other signature made with the same secret. */
const PURPOSE = 'guide-digest-unsubscribe';

/** How long a digest's link works: long enough for an e-mail read weeks later. */
export const UNSUBSCRIBE_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export interface UnsubscribeClaim {
  userId: string;
  version: number;
}

export type UnsubscribeTokenCheck =
  ({ status: 'valid' } & UnsubscribeClaim) | { status: 'expired' } | { status: 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WHOLE_NUMBER = /^\d{1,15}$/;

const signed = (fields: string) => `${PURPOSE}\n${fields}`;

export function unsubscribeToken(secret: string, claim: UnsubscribeClaim, expiresAt: Date): string {
  const fields = `${claim.userId}.${claim.version}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${fields}.${hmacSignature(secret, signed(fields))}`;
}

/** Whose link it is, if the signature holds and it has not expired at `now`. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): UnsubscribeTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4) return { status: 'invalid' };
  const [userId, version, expires, signature] = parts as [string, string, string, string];
  if (!signatureMatches(secret, signed(`${userId}.${version}.${expires}`), signature)) {
    return { status: 'invalid' };
  }
  if (!UUID.test(userId) || !WHOLE_NUMBER.test(version) || !WHOLE_NUMBER.test(expires)) {
    return { status: 'invalid' };
  }
  if (Number(expires) * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', userId, version: Number(version) };
}

/** The page the e-mail links to: it explains, and its button sends the token (never a GET). */
export const unsubscribePageUrl = (publicUrl: string, token: string, locale: Locale) =>
  `${publicUrl}${pathInLocale('/unsubscribe', locale)}?token=${encodeURIComponent(token)}`;

/** The List-Unsubscribe address mail programs POST to (RFC 8058 one-click). */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
