import { lastShopEvent, onShopEvent } from '@shop/shared-platform/events/event-bus';
import { getSession } from '@shop/shared-platform/session/session';
import { LOGOUT_REDIRECT_MS } from '@shop/shared-platform/session/use-logout';
import { apiHandler, NETWORK_ERROR, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { landedOn, renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountLinks } from './account-links';

const server = setupApiServer();
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

afterEach(() => vi.useRealTimers());

async function logOutFromAccount() {
  await renderRemotePage(<AccountLinks />, {
    route: '/my-account',
    namespaces: ['translation'],
    session: { user },
  });
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('logout', () => {
  it('tells the API with the token, ends the session and opens /signin after one second', async () => {
    const sentTokens: (string | null)[] = [];
    server.use(
      apiHandler('POST /v1/logout', ({ headers }) => {
        sentTokens.push(headers.get('Authorization'));
        return null;
      }),
    );
    await logOutFromAccount();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(sentTokens).toEqual(['Bearer test-token']);
    expect(getSession().status).toBe('signed-out');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(lastShopEvent('shop:auth:changed')).toEqual({
      status: 'signed-out',
      user: null,
      reason: 'logout',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS - 60));
    expect(landedOn('/signin')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(landedOn('/signin')).not.toBeNull();
  });

  it('ends the session and toasts when the call fails', async () => {
    server.use(apiHandler('POST /v1/logout', () => NETWORK_ERROR));
    const toasts = vi.fn();
    const off = onShopEvent('shop:toast:requested', toasts);
    await logOutFromAccount();
    await act(() => vi.advanceTimersByTimeAsync(50));
    off();
    expect(getSession().status).toBe('signed-out');
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Logout failed' });
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS));
    expect(landedOn('/signin')).not.toBeNull();
  });
});
