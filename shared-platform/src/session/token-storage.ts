import type { User } from '@shop/shared-contracts/api/entities';
import { type HandedSession, markTabSession } from './tab-handover';

/**
 * Private to the session module (not in the exports map): the token and user live in localStorage
 * with remember-me, else in sessionStorage, so a session without remember-me ends with the tab.
 */
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
  // A tab-only session: new tabs of this browser session ask the open ones for it.
  markTabSession(!remember);
}

/** This tab's session when it is a tab-only one (no remember-me), for a new tab that asks. */
export function getTabOnlySession(): HandedSession | null {
  const [local, session] = stores();
  const token = session?.getItem(TOKEN_KEY);
  if (!token || local?.getItem(TOKEN_KEY)) return null;
  return { token, user: getStoredUser() };
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
  markTabSession(false);
}
