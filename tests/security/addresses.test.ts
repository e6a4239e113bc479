import { expect, test } from 'vitest';
import { useSecurityApp } from './security-app';

/*
 * Addresses the router cannot read (broken percent-encoding, a parameter past its length
 * limit) are refused before any route runs; the answer has the same shape as every other
 * error and does not repeat the address, which may hold a link's token.
 */

const testApp = useSecurityApp();

test.each([
  ['/api/auth/validate-reset-token/%c0%ae%c0%aeSecretTok', 400],
  ['/api/articles/%E0%A4%A', 400],
  ['/api/uploads/cases/%c0%ae%c0%ae/x.pdf?signature=SecretSig', 400],
  [`/api/articles/${'a'.repeat(700)}Secret`, 414],
])('%s answers %i with a message', async (url, status) => {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<Record<string, string>>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.message!.length).toBeGreaterThan(10);
  expect(response.body).not.toContain('Secret');
});
