import type { Profile, User } from '@shop/shared-contracts/api/entities';
import {
  emitShopEvent,
  lastShopEvent,
  resetShopEventMemory,
} from '@shop/shared-platform/events/event-bus';
import { ApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authAtom } from './auth-atoms';
import { useAuthSync } from './use-auth-sync';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

const user: User = {
  id: 1,
  name: 'Sam',
  email: 's@example.com',
  email_verified_at: null,
  created_at: '',
};

function Sync() {
  useAuthSync();
  return null;
}

function start() {
  const store = createStore();
  render(
    <Provider store={store}>
      <Sync />
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetShopEventMemory();
  mockedCallApi.mockReset();
});
afterEach(() => cleanup());

describe('auth startup check', () => {
  it('starts signed in with a stored token and confirms it with the profile', async () => {
    localStorage.setItem('token', 'good');
    mockedCallApi.mockResolvedValue({ user, devices: {} } as Profile);
    const store = start();
    expect(store.get(authAtom).signedIn).toBe(true);
    await waitFor(() =>
      expect(lastShopEvent('shop:auth:changed')).toEqual({ status: 'signed-in', user }),
    );
    expect(mockedCallApi).toHaveBeenCalledWith('GET /v1/profile');
    expect(store.get(authAtom)).toEqual({ signedIn: true, user });
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('signs out and clears the token when the profile answers status false', async () => {
    sessionStorage.setItem('token', 'stale');
    mockedCallApi.mockRejectedValue(new ApiError('Unauthenticated', 200));
    const store = start();
    await waitFor(() => expect(store.get(authAtom).signedIn).toBe(false));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(lastShopEvent('shop:auth:changed')).toEqual({ status: 'signed-out', user: null });
  });

  it('signs out and clears the token on 401', async () => {
    localStorage.setItem('token', 'expired');
    mockedCallApi.mockRejectedValue(new ApiError('Unauthenticated', 401));
    const store = start();
    await waitFor(() => expect(store.get(authAtom).signedIn).toBe(false));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('without a token announces signed-out and makes no call', async () => {
    const store = start();
    await waitFor(() => expect(lastShopEvent('shop:auth:changed')?.status).toBe('signed-out'));
    expect(mockedCallApi).not.toHaveBeenCalled();
    expect(store.get(authAtom).signedIn).toBe(false);
  });

  it('adopts auth changes announced by a remote', async () => {
    const store = start();
    await waitFor(() => expect(lastShopEvent('shop:auth:changed')).toBeDefined());
    act(() => emitShopEvent('shop:auth:changed', { status: 'signed-in', user }));
    expect(store.get(authAtom)).toEqual({ signedIn: true, user });
  });
});
