import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { StoredPasskey } from '../../db/schema';
import type { SessionRef } from '../../platform/auth/sessions';

/*
 * WebAuthn through @simplewebauthn/server (issue 17 §2). The relying party is the site at
 * PUBLIC_URL: its host name is the rpID passkeys are bound to, its origin the only origin whose
 * answers count. Answers arrive as the browser library sends them; anything malformed is a
 * failed check, never a 500.
 */

export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

export function relyingParty(publicUrl: string, siteName: string): RelyingParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: siteName };
}

/** The relying party of the site's settings (`PUBLIC_URL`, `SITE_NAME`). */
export const relyingPartyOf = (site: { publicUrl: string; siteName: string }) =>
  relyingParty(site.publicUrl, site.siteName);

/** Stable per account and free of personal data: authenticators keep it with the passkey. */
const userIdOf = (principal: SessionRef) =>
  new Uint8Array(createHash('sha256').update(`${principal.kind}:${principal.id}`).digest());

const descriptor = (row: StoredPasskey) => ({
  id: row.credentialId,
  transports: row.transports as AuthenticatorTransport[],
});

export function registrationOptions(
  rp: RelyingParty,
  principal: SessionRef,
  account: { email: string; name: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userID: userIdOf(principal),
    userName: account.email,
    userDisplayName: account.name,
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export const authenticationOptions = (rp: RelyingParty, existing: StoredPasskey[]) =>
  generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: existing.map(descriptor),
    userVerification: 'preferred',
  });

/** The challenge the browser signed, read from its clientDataJSON; undefined if unreadable. */
export function challengeOf(response: Record<string, unknown>): string | undefined {
  try {
    const inner = response.response as { clientDataJSON?: unknown } | undefined;
    if (typeof inner?.clientDataJSON !== 'string') return undefined;
    const clientData = JSON.parse(isoBase64URL.toUTF8String(inner.clientDataJSON)) as {
      challenge?: unknown;
    };
    return typeof clientData.challenge === 'string' ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}

export type NewCredential = Pick<
  StoredPasskey,
  'credentialId' | 'publicKey' | 'counter' | 'transports'
>;

/** The verified new credential, or undefined when the answer does not hold. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: Record<string, unknown>,
  expectedChallenge: string,
): Promise<NewCredential | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/** The authenticator's new counter, or undefined when the answer does not hold. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: Record<string, unknown>,
  expectedChallenge: string,
  stored: StoredPasskey,
): Promise<number | undefined> {
  const credential: WebAuthnCredential = {
    id: stored.credentialId,
    publicKey: isoBase64URL.toBuffer(stored.publicKey),
    counter: stored.counter,
    transports: stored.transports as AuthenticatorTransport[],
  };
  try {
    // The library refuses a counter that did not grow (a cloned authenticator).
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential,
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
