import type { LoginResult } from '@shop/shared-contracts/api/entities';
import {
  emitShopEvent,
  onShopEvent,
  resetShopEventMemory,
} from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { landedOn, renderAuthPage } from '../shared/testing/render-auth-page';
import SignInPage from './sign-in-page';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

const user = {
  id: 7,
  name: 'Sam Shopper',
  email: 'sam@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
const loginResult: LoginResult = { token: 'tok-123', user };

beforeEach(() => {
  callApiMock.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  resetShopEventMemory();
});

async function signIn(remember: boolean) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Email address/), ' sam@example.com ');
  await u.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
  if (remember) await u.click(screen.getByLabelText('Remember me'));
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('successful sign-in', () => {
  it('without remember-me keeps the token in sessionStorage only, tells the host, opens the account', async () => {
    callApiMock.mockResolvedValue(loginResult);
    const announced = vi.fn();
    const stop = onShopEvent('shop:auth:changed', announced);
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    await signIn(false);
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
    stop();
    expect(callApiMock).toHaveBeenCalledWith('POST /v1/login', {
      body: { email: 'sam@example.com', password: 'secret1', remember_me: false },
    });
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(announced).toHaveBeenCalledWith({ status: 'signed-in', user });
    expect(landedOn('/')).toBeNull();
  });

  it('with remember-me keeps the token in localStorage', async () => {
    callApiMock.mockResolvedValue(loginResult);
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    await signIn(true);
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
    expect(callApiMock.mock.calls[0]?.[1]?.body).toMatchObject({ remember_me: true });
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('shows "Signing in..." and disables the button while the call runs', async () => {
    let answer: (value: LoginResult) => void = () => {};
    callApiMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    await signIn(false);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer(loginResult);
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
  });

  it('can be done with the keyboard alone', async () => {
    callApiMock.mockResolvedValue(loginResult);
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    const u = userEvent.setup();
    await u.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(/Email address/));
    await u.keyboard('sam@example.com');
    await u.tab();
    await u.keyboard('secret1');
    await u.tab(); // show/hide toggle
    await u.keyboard('{Enter}');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' }).getAttribute('type')).toBe(
      'text',
    );
    await u.tab(); // remember me
    await u.keyboard(' ');
    await u.tab(); // forgot-password link
    await u.tab(); // submit
    await u.keyboard('{Enter}');
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
    expect(localStorage.getItem('token')).toBe('tok-123');
  });
});

describe('already signed in', () => {
  it('waits for the session check with a stored token, then goes home if it holds', async () => {
    localStorage.setItem('token', 'existing');
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(landedOn('/')).toBeNull();

    act(() => emitShopEvent('shop:auth:changed', { status: 'signed-in', user }));
    await waitFor(() => expect(landedOn('/')).not.toBeNull());
  });

  it('shows the form once the session check drops a stale token', async () => {
    localStorage.setItem('token', 'stale');
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    act(() => emitShopEvent('shop:auth:changed', { status: 'signed-out', user: null }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(landedOn('/')).toBeNull();
  });

  it('sends a shopper the host announced as signed in to the home page', async () => {
    emitShopEvent('shop:auth:changed', { status: 'signed-in', user });
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    expect(landedOn('/')).not.toBeNull();
  });

  it('stays when the host announced signed-out even with a leftover token', async () => {
    localStorage.setItem('token', 'stale');
    emitShopEvent('shop:auth:changed', { status: 'signed-out', user: null });
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
