import type { User } from '@shop/shared-contracts/api/entities';
import type { SessionEndReason } from '@shop/shared-contracts/events/contract';
import { clearVisitorCartMark } from '../cart/visitor-cart-mark';
import { emitShopEvent } from '../events/event-bus';
import { type HandedSession, hasTabSessionMark } from './tab-handover';
import {
  clearStoredToken,
  getStoredToken,
  getStoredUser,
  storeToken,
  storeUser,
} from './token-storage';

/**
 * The page's one session. `checking`: a token is stored but the API has not confirmed it yet
 * (screens wait instead of sending the shopper away on a token that may be stale).
 */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Why the last session ended (a shopper's own logout, a refused token…), while signed out. */
  endedBy?: SessionEndReason;
}

export interface StartSessionInput {
  token: string;
  user: User;
  /** Keep the session after the tab closes (localStorage) instead of for this tab only. */
  remember: boolean;
}

interface SessionHolder {
  current?: SessionState;
  listeners: Set<() => void>;
}

// Kept on `window` rather than in module scope, like the event bus memory: a remote that ends up
// with its own copy of this module (federation shares only the platform subpaths the host itself
// imports) must still read and change the page's one session. A server has no `window` and keeps
// no session at all: one process renders for every shopper, so nothing may outlive a request.
const HOLDER_KEY = '__shopSession__';

/**
 * The session a page rendered on the server shows, and so also the browser's first render while
 * it hydrates that page: nobody signed in. The shopper's own session shows right after.
 */
export const SERVER_SESSION: SessionState = Object.freeze({ status: 'signed-out', user: null });

function holder(): SessionHolder | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window as unknown as Record<string, SessionHolder | undefined>;
  let found = page[HOLDER_KEY];
  if (!found) {
    found = { listeners: new Set() };
    page[HOLDER_KEY] = found;
  }
  return found;
}

function fromStorage(): SessionState {
  if (getStoredToken() !== null) return { status: 'checking', user: getStoredUser() };
  // Another tab may hold this browser session's tab-only session: the start-up check asks it.
  // A visitor's session is the server's very object: hydration compares the two by identity, and
  // an equal copy made React render every reader of the session again right after it.
  return hasTabSessionMark() ? { status: 'checking', user: null } : SERVER_SESSION;
}

function set(next: SessionState): void {
  const page = holder();
  if (!page) return;
  page.current = next;
  for (const listener of page.listeners) listener();
}

/** The session now; the first read on a page comes from storage. Always signed out on a server. */
export function getSession(): SessionState {
  const page = holder();
  if (!page) return SERVER_SESSION;
  page.current ??= fromStorage();
  return page.current;
}

/** Calls `listener` after every change; returns unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  const page = holder();
  if (!page) return () => {};
  page.listeners.add(listener);
  return () => page.listeners.delete(listener);
}

/** The bearer token for API requests, or null. Read on every request, never cached. */
export function sessionToken(): string | null {
  return getStoredToken();
}

/** After a successful login: stores the token (remember-me decides where) and announces it. */
export function startSession({ token, user, remember }: StartSessionInput): void {
  // The API merged the visitor's cart into the account's at this sign-in.
  clearVisitorCartMark();
  storeToken(token, remember);
  storeUser(user);
  set({ status: 'signed-in', user });
  emitShopEvent('shop:auth:changed', { status: 'signed-in', user });
}

/**
 * The API confirmed the stored token or changed the shopper's data: keeps the new user and
 * announces it. Ignored when no session exists (an answer arriving after logout).
 */
export function updateSessionUser(user: User): void {
  if (getSession().status === 'signed-out' || getStoredToken() === null) return;
  storeUser(user);
  set({ status: 'signed-in', user });
  emitShopEvent('shop:auth:changed', { status: 'signed-in', user });
}

/**
 * Keeps the tab-only session another tab of this browser handed over (`tab-handover.ts`); the
 * start-up check then confirms it with the API as any stored token.
 */
export function adoptHandedSession({ token, user }: HandedSession): void {
  storeToken(token, false);
  if (user) storeUser(user);
  set({ status: 'checking', user });
}

/** Drops the stored token and user; announces "signed out" once, with the reason. */
export function endSession(reason: SessionEndReason): void {
  const before = getSession().status;
  clearStoredToken();
  if (before === 'signed-out') return;
  set({ status: 'signed-out', user: null, endedBy: reason });
  emitShopEvent('shop:auth:changed', { status: 'signed-out', user: null, reason });
}

/**
 * Drops every trace of a session in this browser (token, user, the tab-only session's cookie)
 * without announcing anything: for test kits that start each test as a fresh browser.
 */
export function forgetStoredSession(): void {
  clearStoredToken();
}

/**
 * Forgets the state and reads the stored session again, as a page load does. For test kits that
 * start each test as a fresh page.
 */
export function reloadSessionFromStorage(): void {
  set(fromStorage());
}
