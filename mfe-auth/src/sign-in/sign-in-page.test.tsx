import { resetShopEventMemory } from '@shop/shared-platform/events/event-bus';
import { ApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { landedOn, renderAuthPage } from '../shared/testing/render-auth-page';
import SignInPage from './sign-in-page';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

beforeEach(() => {
  callApiMock.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  resetShopEventMemory();
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
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit('not-an-email', '12345');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(callApiMock).not.toHaveBeenCalled();
    expect(form()?.getAttribute('data-shaking')).toBe('true');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().getAttribute('aria-describedby')).toContain('signin-email-helper-text');
    expect(document.activeElement).toBe(emailInput());
  });

  it('moves focus to the password when only the password is invalid', async () => {
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit('sam@example.com', 'abc');
    await screen.findByText('Password must be at least 6 characters');
    expect(document.activeElement).toBe(passwordInput());
    expect(callApiMock).not.toHaveBeenCalled();
  });
});

describe('sign-in server errors', () => {
  it('shows the credentials message for a 422, marks both fields and stays', async () => {
    callApiMock.mockRejectedValue(new ApiError('The given data was invalid.', 422));
    await renderAuthPage(<SignInPage />, { path: '/signin' });
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
    callApiMock.mockRejectedValue(new ApiError('Invalid', 422));
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    const u = await fillAndSubmit('sam@example.com', 'wrong-pass');
    await screen.findByRole('alert');
    await u.clear(passwordInput());
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callApiMock).toHaveBeenCalledTimes(1);
  });

  it('shows the network message when the server cannot be reached', async () => {
    callApiMock.mockRejectedValue(new ApiError('Network Error', null));
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit('sam@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it('shows another server message as plain text, never as HTML', async () => {
    callApiMock.mockRejectedValue(new ApiError('<b>Account</b> locked', 403));
    await renderAuthPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit('sam@example.com', 'secret1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('<b>Account</b> locked');
    expect(alert.querySelector('b')).toBeNull();
  });

  it('shows the translated fallback when the server gives no message', async () => {
    callApiMock.mockRejectedValue(new ApiError('', 500));
    await renderAuthPage(<SignInPage />, { path: '/signin', language: 'du' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/E-Mail-Adresse/), 'sam@example.com');
    await u.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    );
  });
});
