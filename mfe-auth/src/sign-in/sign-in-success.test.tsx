import type { LoginBody } from '@shop/shared-contracts/api/calls';
import type { LoginResult } from '@shop/shared-contracts/api/entities';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { endSession, getSession, updateSessionUser } from '@shop/shared-platform/session/session';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { landedOn, renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SignInPage from './sign-in-page';

const server = setupApiServer();
const user = {
  id: 7,
  name: 'Sam Shopper',
  email: 'sam@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
const loginResult: LoginResult = { token: 'tok-123', user };
const sentBodies: LoginBody[] = [];

beforeEach(() => {
  sentBodies.length = 0;
  server.use(
    apiHandler('POST /v1/login', ({ body }) => {
      sentBodies.push(body);
      return loginResult;
    }),
  );
});

const openSignIn = (route = '/signin') =>
  renderRemotePage(<SignInPage />, { route, path: '/signin', namespaces: ['auth'] });

async function signIn(remember: boolean) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Email address/), ' sam@example.com ');
  await u.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
  if (remember) await u.click(screen.getByLabelText('Remember me'));
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('successful sign-in', () => {
  it('without remember-me keeps the token for this tab, announces it, opens the account', async () => {
    const announced = vi.fn();
    const stop = onShopEvent('shop:auth:changed', announced);
    await openSignIn();
    await signIn(false);
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
    stop();
    expect(sentBodies).toEqual([
      { email: 'sam@example.com', password: 'secret1', remember_me: false },
    ]);
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('token')).toBeNull();
    expect(getSession()).toEqual({ status: 'signed-in', user });
    expect(announced).toHaveBeenCalledWith({ status: 'signed-in', user });
    expect(landedOn('/')).toBeNull();
  });

  it('with remember-me keeps the token in localStorage', async () => {
    await openSignIn();
    await signIn(true);
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
    expect(sentBodies[0]).toMatchObject({ remember_me: true });
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('returns to the page the shopper wanted', async () => {
    await openSignIn('/signin?returnTo=%2Forders%3Fpage%3D2');
    await signIn(false);
    await waitFor(() => expect(landedOn('/orders?page=2')).not.toBeNull());
  });

  it('ignores a returnTo that leads off the site', async () => {
    await openSignIn('/signin?returnTo=https%3A%2F%2Fevil.example%2F');
    await signIn(false);
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
  });

  it('shows "Signing in..." and ignores a second press while the call runs', async () => {
    let answer: (value: LoginResult) => void = () => {};
    let calls = 0;
    server.use(
      apiHandler('POST /v1/login', () => {
        calls += 1;
        return new Promise((resolve) => (answer = resolve));
      }),
    );
    await openSignIn();
    await signIn(false);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    await waitFor(() => expect(calls).toBe(1));
    answer(loginResult);
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
  });

  it('can be done with the keyboard alone', async () => {
    await openSignIn();
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
    await renderRemotePage(<SignInPage />, {
      route: '/signin',
      namespaces: ['auth'],
      session: 'checking',
    });
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(landedOn('/')).toBeNull();

    act(() => updateSessionUser(user));
    await waitFor(() => expect(landedOn('/')).not.toBeNull());
  });

  it('shows the form once the session check drops a stale token', async () => {
    await renderRemotePage(<SignInPage />, {
      route: '/signin',
      namespaces: ['auth'],
      session: 'checking',
    });
    act(() => endSession('check-failed'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(landedOn('/')).toBeNull();
  });

  it('sends a signed-in shopper to the wanted page, else home', async () => {
    await renderRemotePage(<SignInPage />, {
      route: '/signin?returnTo=%2Forders',
      path: '/signin',
      namespaces: ['auth'],
      session: { user },
    });
    expect(landedOn('/orders')).not.toBeNull();
  });

  it("tells a signed-in shopper who opened the sign-up mail's link that the address is confirmed", async () => {
    const toasts = vi.fn();
    const stop = onShopEvent('shop:toast:requested', toasts);
    await renderRemotePage(<SignInPage />, {
      route: '/signin?email_verified=1',
      path: '/signin',
      language: 'ar',
      namespaces: ['auth'],
      session: { user },
    });
    expect(landedOn('/')).not.toBeNull();
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'success',
          message: 'شكرًا لك: تم تأكيد بريدك الإلكتروني.',
        }),
      ),
    );
    stop();
  });

  it("tells how many of a visitor's cart lines the stock capped when they joined the account", async () => {
    server.use(
      apiHandler('POST /v1/login', () => ({
        ...loginResult,
        cart_merge: {
          capped: [
            { product_id: 1, product_variant_id: 2, kept: 3 },
            { product_id: 4, product_variant_id: 5, kept: 0 },
          ],
        },
      })),
    );
    const toasts: { kind: string; message: string }[] = [];
    const stop = onShopEvent('shop:toast:requested', (toast) => toasts.push(toast));
    await openSignIn();
    await signIn(false);
    await waitFor(() => expect(landedOn('/my-account')).not.toBeNull());
    stop();
    expect(toasts).toEqual([
      {
        kind: 'info',
        message:
          'Your cart is now in your account. 2 items are not in stock in the quantities you wanted: we reduced them to what is left.',
      },
    ]);
  });
});
