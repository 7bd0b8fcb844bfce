import type { User } from '@shop/shared-contracts/api/entities';
import type { SessionEndReason } from '@shop/shared-contracts/events/contract';
import { emitShopEvent } from '../events/event-bus';
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
}

export interface StartSessionInput {
  token: string;
  user: User;
  /** Keep the session after the tab closes (localStorage) instead of for this tab only. */
  remember: boolean;
}

// Module state is page-wide: the platform is one federation singleton shared by every remote.
let current: SessionState | undefined;
const listeners = new Set<() => void>();

function fromStorage(): SessionState {
  return getStoredToken() === null
    ? { status: 'signed-out', user: null }
    : { status: 'checking', user: getStoredUser() };
}

function set(next: SessionState): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The session now; the first read on a page comes from storage. */
export function getSession(): SessionState {
  current ??= fromStorage();
  return current;
}

/** Calls `listener` after every change; returns unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bearer token for API requests, or null. Read on every request, never cached. */
export function sessionToken(): string | null {
  return getStoredToken();
}

/** After a successful login: stores the token (remember-me decides where) and announces it. */
export function startSession({ token, user, remember }: StartSessionInput): void {
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

/** Drops the stored token and user; announces "signed out" once, with the reason. */
export function endSession(reason: SessionEndReason): void {
  const before = getSession().status;
  clearStoredToken();
  if (before === 'signed-out') return;
  set({ status: 'signed-out', user: null });
  emitShopEvent('shop:auth:changed', { status: 'signed-out', user: null, reason });
}

/**
 * Forgets the state and reads the stored session again, as a page load does. For test kits that
 * start each test as a fresh page.
 */
export function reloadSessionFromStorage(): void {
  set(fromStorage());
}
