import type { User } from '@shop/shared-contracts/api/entities';

/** Storage keys (spec §7): the token and user live in localStorage with remember-me, else sessionStorage. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

function stores(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

/** The persistent token first (remember-me), else the session one. */
export function getStoredToken(): string | null {
  for (const store of stores()) {
    const token = store.getItem(TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

export function storeToken(token: string, remember: boolean): void {
  const [local, session] = stores();
  if (!local || !session) return;
  // Only one place holds the token, so a later remember-me choice cannot leave a stale copy.
  (remember ? session : local).removeItem(TOKEN_KEY);
  (remember ? local : session).setItem(TOKEN_KEY, token);
}

/** Stores the user beside the token (same storage as the token; localStorage if none). */
export function storeUser(user: User): void {
  const [local, session] = stores();
  if (!local || !session) return;
  const target = session.getItem(TOKEN_KEY) && !local.getItem(TOKEN_KEY) ? session : local;
  (target === local ? session : local).removeItem(USER_KEY);
  target.setItem(USER_KEY, JSON.stringify(user));
}

export function getStoredUser(): User | null {
  for (const store of stores()) {
    const raw = store.getItem(USER_KEY);
    if (!raw) continue;
    try {
      return JSON.parse(raw) as User;
    } catch {
      store.removeItem(USER_KEY);
    }
  }
  return null;
}

/** Removes token and user from both storages. */
export function clearStoredToken(): void {
  for (const store of stores()) {
    store.removeItem(TOKEN_KEY);
    store.removeItem(USER_KEY);
  }
}
