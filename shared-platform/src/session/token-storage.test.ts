import type { User } from '@shop/shared-contracts/api/entities';
import { afterEach, describe, expect, it } from 'vitest';
import { hasTabSessionMark } from './tab-handover';
import {
  clearStoredToken,
  getStoredToken,
  getStoredUser,
  getTabOnlySession,
  storeToken,
  storeUser,
} from './token-storage';

const user: User = {
  id: 1,
  name: 'Sam',
  email: 'sam@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage', () => {
  it('keeps a remember-me token in localStorage', () => {
    storeToken('abc', true);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(getStoredToken()).toBe('abc');
  });

  it('keeps a session token in sessionStorage', () => {
    storeToken('xyz', false);
    expect(sessionStorage.getItem('token')).toBe('xyz');
    expect(localStorage.getItem('token')).toBeNull();
    expect(getStoredToken()).toBe('xyz');
  });

  it('prefers the persistent token', () => {
    sessionStorage.setItem('token', 'session');
    localStorage.setItem('token', 'persistent');
    expect(getStoredToken()).toBe('persistent');
  });

  it('stores the user beside the token and clears both', () => {
    storeToken('xyz', false);
    storeUser(user);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(getStoredUser()).toEqual(user);
    clearStoredToken();
    expect(getStoredToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('marks a tab-only session for the browser session, and only that', () => {
    storeToken('xyz', false);
    storeUser(user);
    expect(hasTabSessionMark()).toBe(true);
    expect(getTabOnlySession()).toEqual({ token: 'xyz', user });
    storeToken('abc', true);
    expect(hasTabSessionMark()).toBe(false);
    expect(getTabOnlySession()).toBeNull();
    storeToken('xyz', false);
    clearStoredToken();
    expect(hasTabSessionMark()).toBe(false);
  });

  it('treats a broken stored user as none', () => {
    localStorage.setItem('user', '{broken');
    expect(getStoredUser()).toBeNull();
  });
});
