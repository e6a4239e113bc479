import { describe, expect, it } from 'vitest';
import { checkUploadSignature, signUpload } from './signed-url';

const secret = 'a-test-secret-of-enough-length';
const key = 'cases/0b4c1f57-6f0e-4c3e-9d0b-1f2a3b4c5d6e/8c1d/contract.pdf';
const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const expires = now + 15 * 60 * 1000;

function input(overrides: Partial<Parameters<typeof checkUploadSignature>[1]> = {}) {
  return {
    key,
    contentType: 'application/pdf',
    expires: String(expires),
    signature: signUpload(secret, key, 'application/pdf', expires),
    ...overrides,
  };
}

describe('upload address signatures', () => {
  it('accepts its own signature until the expiry time', () => {
    expect(checkUploadSignature(secret, input(), now)).toBe('valid');
    expect(checkUploadSignature(secret, input(), expires)).toBe('valid');
  });

  it('ignores the case of the content type, as browsers may send either', () => {
    expect(checkUploadSignature(secret, input({ contentType: 'Application/PDF' }), now)).toBe(
      'valid',
    );
  });

  it('answers expired after the expiry time', () => {
    expect(checkUploadSignature(secret, input(), expires + 1)).toBe('expired');
  });

  it('answers invalid when the key, content type, expiry or secret differ', () => {
    const cases = [
      input({ key: key.replace('contract', 'other') }),
      input({ key: 'cases/another-case/8c1d/contract.pdf' }),
      input({ contentType: 'image/png' }),
      input({ expires: String(expires + 60_000) }),
      input({ signature: signUpload('another-secret', key, 'application/pdf', expires) }),
    ];
    for (const candidate of cases) {
      expect(checkUploadSignature(secret, candidate, now)).toBe('invalid');
    }
  });

  it('answers invalid to a tampered, shortened or missing signature', () => {
    const signature = input().signature;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, signature.slice(0, -2), '', 'x'.repeat(200)]) {
      expect(checkUploadSignature(secret, input({ signature: bad }), now)).toBe('invalid');
    }
  });

  it('answers invalid to an expiry that is not a whole number, before checking the time', () => {
    for (const bad of ['soon', '1e400', '12.5', '']) {
      const signed = input({ expires: bad });
      expect(checkUploadSignature(secret, signed, now)).toBe('invalid');
    }
  });

  it('answers invalid, not expired, for an expired address with a wrong signature', () => {
    const past = now - 1000;
    expect(
      checkUploadSignature(
        secret,
        input({ expires: String(past), signature: signUpload(secret, key, 'image/png', past) }),
        now,
      ),
    ).toBe('invalid');
  });
});
