import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { text, type TextDescriptor } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';

/*
 * The browser's side of a passkey (issue 17 §2): the device creates one, or signs a challenge
 * with one. The library is loaded only when a passkey is used, so no other page carries it.
 * The browser's own errors become plain words about what to do next.
 */

const browserLibrary = () => import('@simplewebauthn/browser');

/** Said where a passkey would be added (a text id: translate it where shown). */
export const PASSKEY_UNSUPPORTED = text(
  'This browser cannot use passkeys. Try an up-to-date Chrome, Edge, Safari or Firefox.',
);
/** Its English (the tests read it). */
export const PASSKEY_UNSUPPORTED_MESSAGE = PASSKEY_UNSUPPORTED.message;

const messages: Record<
  'add' | 'use',
  { cancelled: TextDescriptor; failed: TextDescriptor; alreadyHere?: TextDescriptor }
> = {
  add: {
    cancelled: text(
      'No passkey was added: the request was cancelled or took too long. Please try again when you are ready.',
    ),
    alreadyHere: text(
      'This device already holds a passkey for your account. Use another device or security key, or keep the passkey you have.',
    ),
    failed: text(
      'Your device could not create a passkey. Please try again, or use an authenticator app.',
    ),
  },
  use: {
    cancelled: text(
      'The passkey was not used: the request was cancelled or took too long. Please try again.',
    ),
    failed: text(
      'Your device could not use a passkey. Try again, or use your authenticator app or a recovery code.',
    ),
  },
};

type Purpose = keyof typeof messages;

/** The browser's refusal (it keeps the DOMException's name) in words for the person. */
function explained(error: unknown, purpose: Purpose): Error {
  const name = error instanceof Error ? error.name : '';
  const words = messages[purpose];
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new Error(activeText(words.cancelled));
  }
  if (name === 'InvalidStateError' && words.alreadyHere) {
    return new Error(activeText(words.alreadyHere));
  }
  return new Error(activeText(words.failed));
}

/** Whether this browser has WebAuthn at all (the same check as the library's, without loading it). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

type BrowserLibrary = Awaited<ReturnType<typeof browserLibrary>>;

/** One use of the device: said in plain words when the browser cannot or the person did not. */
async function ceremony<T>(purpose: Purpose, withDevice: (library: BrowserLibrary) => Promise<T>) {
  if (!browserHasPasskeys()) throw new Error(PASSKEY_UNSUPPORTED_MESSAGE);
  const library = await browserLibrary();
  try {
    return await withDevice(library);
  } catch (error) {
    throw explained(error, purpose);
  }
}

/** The device makes a new passkey for the server's registration options. */
export const createPasskey = (options: Record<string, unknown>) =>
  ceremony('add', ({ startRegistration }) =>
    startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    }),
  );

/** The device signs the server's challenge with one of the account's passkeys. */
export const signWithPasskey = (options: Record<string, unknown>) =>
  ceremony('use', ({ startAuthentication }) =>
    startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    }),
  );
