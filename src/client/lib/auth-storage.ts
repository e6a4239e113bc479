/* eslint-disable lingui/no-unlocalized-strings -- storage keys, not words for people */
/**
 * Where each kind of sign-in keeps its bearer token in the browser (design.md: each principal
 * has its own key). A small store around localStorage that components can subscribe to.
 */
export type SignInKind = 'client' | 'staff' | 'partner';
export type SignedOutUserType = 'client' | 'partner' | 'general';

const TOKEN_KEYS: Record<SignInKind, string> = {
  client: 'tra.client.token',
  staff: 'tra.staff.token',
  partner: 'tra.partner.token',
};
const USER_KEYS: Record<SignInKind, string> = {
  client: 'tra.client.user',
  staff: 'tra.staff.user',
  partner: 'tra.partner.user',
};
const SIGNED_OUT_TYPE_KEY = 'tra.signedOutUserType';

const listeners = new Set<() => void>();

// Private browsing or a full disk can make storage throw; signing in must still work
// for the page's lifetime, so a value that could not be stored is kept in memory. Only those:
// a copy of every value would outlive a sign-out made in another tab.
const memory = new Map<string, string>();
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}
function write(key: string, value: string | null): void {
  memory.delete(key);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value !== null) memory.set(key, value);
  }
}
function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToAuthStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('tra.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readToken(kind: SignInKind): string | null {
  return read(TOKEN_KEYS[kind]);
}

/** Stores a new sign-in: the token and the user's details shown before the server answers. */
export function storeSignIn(kind: SignInKind, token: string, user: unknown): void {
  write(TOKEN_KEYS[kind], token);
  write(USER_KEYS[kind], JSON.stringify(user));
  notify();
}

export function storeUser(kind: SignInKind, user: unknown): void {
  write(USER_KEYS[kind], JSON.stringify(user));
}

/**
 * Removes the token and user data of one kind of sign-in. `quietly` leaves the page as it is
 * (for the sign-out sequence, which leaves the page itself a moment later).
 */
export function clearSignIn(kind: SignInKind, { quietly = false } = {}): void {
  write(TOKEN_KEYS[kind], null);
  write(USER_KEYS[kind], null);
  if (!quietly) notify();
}

export function clearAllSignIns(): void {
  for (const kind of Object.keys(TOKEN_KEYS) as SignInKind[]) {
    write(TOKEN_KEYS[kind], null);
    write(USER_KEYS[kind], null);
  }
  notify();
}

export function storeSignedOutUserType(type: SignedOutUserType): void {
  write(SIGNED_OUT_TYPE_KEY, type);
}

export function readSignedOutUserType(): SignedOutUserType | null {
  const value = read(SIGNED_OUT_TYPE_KEY);
  return value === 'client' || value === 'partner' || value === 'general' ? value : null;
}
