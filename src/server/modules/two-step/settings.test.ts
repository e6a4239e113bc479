import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  createSecretBox,
  decodeEncryptionKey,
  loadTwoStepSecretBox,
} from '../../platform/auth/secret-box';

describe('MFA_REQUIRED_ROLES', () => {
  it('is admin unless widened, and lists only admin, editor and partner with admin among them', () => {
    expect(loadConfig({}).mfaRequiredRoles).toEqual(['admin']);
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'Editor, admin' }).mfaRequiredRoles).toEqual([
      'editor',
      'admin',
    ]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'admin,partner,editor' }).mfaRequiredRoles).toEqual([
      'admin',
      'partner',
      'editor',
    ]);
    expect(() => loadConfig({ MFA_REQUIRED_ROLES: 'admin,client' })).toThrow(
      /^Invalid MFA_REQUIRED_ROLES="admin,client": must be a comma-separated list of admin, editor, partner that includes admin$/,
    );
    expect(() => loadConfig({ MFA_REQUIRED_ROLES: 'editor' })).toThrow(/MFA_REQUIRED_ROLES/);
  });
});

describe('MFA_ENCRYPTION_KEY and the secret box', () => {
  const key = randomBytes(32);

  it('takes 32 bytes as hex, base64 or base64url, and refuses anything else', () => {
    for (const text of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      expect(decodeEncryptionKey(text)).toEqual(key);
      expect(loadConfig({ MFA_ENCRYPTION_KEY: text }).mfaEncryptionKey).toBe(text);
    }
    expect(decodeEncryptionKey(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(() => loadConfig({ MFA_ENCRYPTION_KEY: 'too short' })).toThrow(
      /MFA_ENCRYPTION_KEY.*32 bytes/,
    );
  });

  it('opens what it sealed only with the same key and context', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:staff:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:staff:1')).not.toBe(sealed);
    expect(box.open(sealed, 'totp:staff:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'totp:staff:2')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'totp:staff:1')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'), 'totp:staff:1')).toThrow();
  });

  it('without a configured key, generates one in DATA_DIR once and keeps using it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tra-mfa-key-'));
    try {
      const first = loadTwoStepSecretBox({ dataDir });
      const kept = readFileSync(join(dataDir, 'mfa-encryption-key'), 'utf8');
      expect(decodeEncryptionKey(kept)).toHaveLength(32);
      const sealed = first.seal('secret', 'context');
      expect(loadTwoStepSecretBox({ dataDir }).open(sealed, 'context')).toBe('secret');
      // A configured key wins over the file.
      const configured = loadTwoStepSecretBox({ dataDir, mfaEncryptionKey: key.toString('hex') });
      expect(() => configured.open(sealed, 'context')).toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
