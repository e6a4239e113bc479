import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import { loadSecret } from '../secrets';

/*
 * Secrets the server must read back (authenticator-app secrets) are kept encrypted at rest
 * (decision 020): AES-256-GCM with a key from MFA_ENCRYPTION_KEY or, when that is not set, one
 * generated once in DATA_DIR. A copy of the database alone then yields no usable secret. Each
 * sealed value is bound to what it belongs to (`context`), so a value copied onto another
 * account's row does not open.
 */

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

/** 32 bytes written as 64 hex digits or as base64/base64url (43 characters, optional `=`). */
export function decodeEncryptionKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed with this key and context. */
  open(sealed: string, context: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('The encryption key must be 32 bytes.');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('Not a sealed value.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** The box of two-step sign-in secrets: MFA_ENCRYPTION_KEY, else a key kept in DATA_DIR. */
export function loadTwoStepSecretBox(
  config: Pick<AppConfig, 'dataDir' | 'mfaEncryptionKey'>,
): SecretBox {
  const text = loadSecret(config.dataDir, 'mfa-encryption-key', config.mfaEncryptionKey);
  const key = decodeEncryptionKey(text);
  // The configured value was checked by loadConfig; a damaged key file must not be guessed around.
  if (!key) throw new Error('The two-step sign-in encryption key in DATA_DIR is not 32 bytes.');
  return createSecretBox(key);
}
