import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSignIn, readToken, storeSignIn } from './auth-storage';

afterEach(() => {
  clearSignIn('client', { quietly: true });
  window.localStorage.clear();
});

describe('auth storage', () => {
  it('forgets a token that another tab signed out of', () => {
    storeSignIn('client', 'token-1', { id: 'u1' });
    expect(readToken('client')).toBe('token-1');
    // Another tab's sign-out clears the shared storage; this tab must not keep its own copy.
    window.localStorage.removeItem('tra.client.token');
    expect(readToken('client')).toBeNull();
  });

  it('keeps a sign-in for the page when storage refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    storeSignIn('client', 'token-2', { id: 'u1' });
    expect(readToken('client')).toBe('token-2');
    clearSignIn('client', { quietly: true });
    expect(readToken('client')).toBeNull();
  });
});
