import type { LoginResult } from '@shop/shared-contracts/api/entities';
import {
  type ApiErrorAnswer,
  apiError,
  apiHandler,
  NETWORK_ERROR,
  setupApiServer,
} from '@shop/shared-tooling/testing/api-server';
import { landedOn, renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SignInPage from './sign-in-page';

const server = setupApiServer();
const login = vi.fn<() => LoginResult | ApiErrorAnswer | typeof NETWORK_ERROR>();

beforeEach(() => {
  login.mockReset();
  server.use(apiHandler('POST /v1/login', login));
});

const form = () => screen.getByRole('button', { name: 'Sign in' }).closest('form');
const emailInput = () => screen.getByLabelText(/Email address/);
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function fillAndSubmit(email: string, password: string, remember = false) {
  const u = userEvent.setup();
  if (email) await u.type(emailInput(), email);
  if (password) await u.type(passwordInput(), password);
  if (remember) await u.click(screen.getByLabelText('Remember me'));
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
  return u;
}

describe('sign-in validation', () => {
  it('rejects a bad email and a short password without a request, shakes and focuses email', async () => {
    await renderRemotePage(<SignInPage />, { namespaces: ['auth'], route: '/signin' });
    await fillAndSubmit('not-an-email', '12345');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
    expect(form()?.getAttribute('data-shaking')).toBe('true');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().getAttribute('aria-describedby')).toContain('signin-email-helper-text');
    expect(document.activeElement).toBe(emailInput());
  });

  it('moves focus to the password when only the password is invalid', async () => {
    await renderRemotePage(<SignInPage />, { namespaces: ['auth'], route: '/signin' });
    await fillAndSubmit('sam@example.com', 'abc');
    await screen.findByText('Password must be at least 6 characters');
    expect(document.activeElement).toBe(passwordInput());
    expect(login).not.toHaveBeenCalled();
  });
});

describe('sign-in server errors', () => {
  it('shows the credentials message for a 422, marks both fields and stays', async () => {
    login.mockReturnValue(apiError(422, 'The given data was invalid.'));
    await renderRemotePage(<SignInPage />, { namespaces: ['auth'], route: '/signin' });
    await fillAndSubmit('sam@example.com', 'wrong-pass');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().getAttribute('aria-describedby')).toBe('signin-error');
    expect(form()?.getAttribute('data-shaking')).toBe('true');
    expect(landedOn('/my-account')).toBeNull();
  });

  it('replaces the server message with the field errors after a failed validation', async () => {
    login.mockReturnValue(apiError(422, 'Invalid'));
    await renderRemotePage(<SignInPage />, { namespaces: ['auth'], route: '/signin' });
    const u = await fillAndSubmit('sam@example.com', 'wrong-pass');
    await screen.findByRole('alert');
    await u.clear(passwordInput());
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('shows the network message when the server cannot be reached', async () => {
    login.mockReturnValue(NETWORK_ERROR);
    await renderRemotePage(<SignInPage />, { namespaces: ['auth'], route: '/signin' });
    await fillAndSubmit('sam@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it("shows another server answer as the translated fallback, never the server's text", async () => {
    login.mockReturnValue(apiError(403, '<b>Account</b> locked'));
    await renderRemotePage(<SignInPage />, { namespaces: ['auth'], route: '/signin' });
    await fillAndSubmit('sam@example.com', 'secret1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An error occurred during login. Please try again.');
    expect(alert.querySelector('b')).toBeNull();
  });

  it('says in Arabic that there were too many attempts when the API limits sign-in', async () => {
    login.mockReturnValue(
      apiError(429, 'Too many failed login attempts. Please try again in 15 minutes.'),
    );
    await renderRemotePage(<SignInPage />, {
      namespaces: ['auth'],
      route: '/signin',
      language: 'ar',
    });
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox'), 'sam@example.com');
    await u.type(document.querySelector('#signin-password') as HTMLInputElement, 'secret1');
    await u.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'محاولات تسجيل دخول فاشلة كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    );
  });

  it('shows the translated fallback when the server gives no message', async () => {
    login.mockReturnValue(apiError(500, ''));
    await renderRemotePage(<SignInPage />, {
      namespaces: ['auth'],
      route: '/signin',
      language: 'du',
    });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/E-Mail-Adresse/), 'sam@example.com');
    await u.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    );
  });
});
