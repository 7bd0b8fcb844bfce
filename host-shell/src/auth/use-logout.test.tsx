import {
  lastShopEvent,
  onShopEvent,
  resetShopEventMemory,
} from '@shop/shared-platform/events/event-bus';
import { ApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountLinks } from '../header/account-links';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { authAtom } from './auth-atoms';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));
const mockedCallApi = vi.mocked(callApi);

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('token', 't');
  localStorage.setItem('user', '{"id":1}');
  resetShopEventMemory();
  mockedCallApi.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

function signedInHost() {
  const store = createStore();
  store.set(authAtom, { signedIn: true, user: null });
  return renderHost(<AccountLinks />, { store, path: '/my-account' });
}

async function clickLogout() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  });
}

describe('logout', () => {
  it('calls the API, clears credentials and goes to /signin after one second', async () => {
    mockedCallApi.mockResolvedValue(null);
    signedInHost();
    await clickLogout();
    expect(mockedCallApi).toHaveBeenCalledWith('POST /v1/logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(lastShopEvent('shop:auth:changed')).toEqual({ status: 'signed-out', user: null });
    await act(async () => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('location').textContent).toBe('/my-account');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location').textContent).toBe('/signin');
  });

  it('clears credentials and toasts when the call fails', async () => {
    mockedCallApi.mockRejectedValue(new ApiError('Network Error', null));
    const toasts = vi.fn();
    const off = onShopEvent('shop:toast:requested', toasts);
    signedInHost();
    await clickLogout();
    off();
    expect(localStorage.getItem('token')).toBeNull();
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Logout failed' });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('location').textContent).toBe('/signin');
  });
});
