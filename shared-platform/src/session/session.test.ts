import type { User } from '@shop/shared-contracts/api/entities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onShopEvent } from '../events/event-bus';
import {
  endSession,
  getSession,
  reloadSessionFromStorage,
  sessionToken,
  startSession,
  subscribeSession,
  updateSessionUser,
} from './session';

const user: User = {
  id: 7,
  name: 'Sam Shopper',
  email: 'sam@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSessionFromStorage();
});

function announcements() {
  const seen = vi.fn();
  const off = onShopEvent('shop:auth:changed', seen);
  return { seen, off };
}

describe('session', () => {
  it('starts signed out without a stored token and checking with one', () => {
    expect(getSession()).toEqual({ status: 'signed-out', user: null });
    localStorage.setItem('token', 'stored');
    localStorage.setItem('user', JSON.stringify(user));
    reloadSessionFromStorage();
    expect(getSession()).toEqual({ status: 'checking', user });
  });

  it('keeps a remember-me session in localStorage and announces the sign-in', () => {
    const { seen, off } = announcements();
    startSession({ token: 'tok', user, remember: true });
    off();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionToken()).toBe('tok');
    expect(getSession()).toEqual({ status: 'signed-in', user });
    expect(seen).toHaveBeenCalledWith({ status: 'signed-in', user });
  });

  it('keeps a session without remember-me for this tab only', () => {
    startSession({ token: 'tab', user, remember: false });
    expect(sessionStorage.getItem('token')).toBe('tab');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('confirms a checked token with the user and ignores updates after the end', () => {
    localStorage.setItem('token', 'stored');
    reloadSessionFromStorage();
    const renamed = { ...user, name: 'Sam Neu' };
    updateSessionUser(renamed);
    expect(getSession()).toEqual({ status: 'signed-in', user: renamed });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);
    endSession('logout');
    updateSessionUser(user);
    expect(getSession()).toEqual({ status: 'signed-out', user: null, endedBy: 'logout' });
  });

  it('ends once: drops both copies, tells the reason, notifies subscribers', () => {
    startSession({ token: 'tok', user, remember: true });
    sessionStorage.setItem('token', 'other');
    const notified = vi.fn();
    const unsubscribe = subscribeSession(notified);
    const { seen, off } = announcements();
    endSession('unauthorized');
    endSession('logout');
    off();
    unsubscribe();
    expect([localStorage.getItem('token'), sessionStorage.getItem('token')]).toEqual([null, null]);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ status: 'signed-out', user: null, reason: 'unauthorized' });
    expect(notified).toHaveBeenCalledTimes(1);
  });
});

it('keeps the state on window, so a second copy of this module sees the same session', async () => {
  startSession({ token: 'tok', user, remember: false });
  vi.resetModules();
  const copy = await import('./session');
  expect(copy.getSession()).toEqual({ status: 'signed-in', user });
  copy.endSession('logout');
  expect(getSession().status).toBe('signed-out');
});
