import type { ResetPasswordBody } from '@shop/shared-contracts/api/calls';
import {
  type ApiErrorAnswer,
  apiError,
  apiHandler,
  setupApiServer,
} from '@shop/shared-tooling/testing/api-server';
import { landedOn, renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SignInPage from '../sign-in/sign-in-page';
import ResetPasswordPage from './reset-password-page';

const server = setupApiServer();
const reset = vi.fn<(body: ResetPasswordBody) => null | ApiErrorAnswer>();

beforeEach(() => {
  reset.mockReset();
  reset.mockReturnValue(null);
  server.use(apiHandler('POST /v1/reset-password', ({ body }) => reset(body)));
});

const open = (
  route = '/reset-password?token=mailed-token-123',
  language: 'en' | 'du' | 'ar' = 'en',
) =>
  renderRemotePage(<ResetPasswordPage />, {
    route,
    path: '/reset-password',
    namespaces: ['auth'],
    language,
  });

async function choose(password: string, confirmation = password) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/^New password/, { selector: 'input' }), password);
  await u.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), confirmation);
  await u.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('reset password page', () => {
  it('sends token, password, confirmation and language, then opens sign-in with a notice', async () => {
    await open();
    await choose('Neues-Passwort-77');
    await waitFor(() => expect(landedOn('/signin?password_reset=1')).not.toBeNull());
    expect(reset).toHaveBeenCalledWith({
      token: 'mailed-token-123',
      password: 'Neues-Passwort-77',
      password_confirmation: 'Neues-Passwort-77',
      lang: 'en',
    });
  });

  it('shows the sign-up checklist live and blocks a short or mismatched password', async () => {
    await open();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Abc1!');
    expect(document.querySelector('[data-rule="uppercase"]')?.getAttribute('data-met')).toBe(
      'true',
    );
    expect(document.querySelector('[data-rule="length"]')?.getAttribute('data-met')).toBe('false');
    await u.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await u.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'defgh');
    await u.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'other');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Passwords do not match',
    );
    expect(reset).not.toHaveBeenCalled();
  });

  it('offers a new link when the link is used or expired', async () => {
    reset.mockReturnValue(
      apiError(422, 'This link is invalid.', { token: ['auth.link_invalid_or_expired'] }),
    );
    await open();
    await choose('Neues-Passwort-77');
    expect(
      await screen.findByText(
        'This reset link is invalid, already used or expired. Please request a new one.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('translates a common password refused by the server, in German', async () => {
    reset.mockReturnValue(apiError(422, 'too common', { password: ['auth.password_too_common'] }));
    await open('/reset-password?token=t', 'du');
    const u = userEvent.setup();
    await u.type(
      screen.getByLabelText(/^Neues Passwort\W*$/, { selector: 'input' }),
      'password123',
    );
    await u.type(
      screen.getByLabelText(/^Neues Passwort bestätigen/, { selector: 'input' }),
      'password123',
    );
    await u.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).not.toContain('too common');
    expect(screen.getByRole('alert').textContent).not.toContain('{{');
    expect(reset).toHaveBeenCalledWith(expect.objectContaining({ lang: 'du' }));
  });

  it('without a token explains and offers a new link, with no form', async () => {
    await open('/reset-password');
    expect(
      screen.getByText('This page needs the link from your reset mail. Please request a new one.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});

describe('sign-in notice', () => {
  it('says the password was changed after a reset', async () => {
    await renderRemotePage(<SignInPage />, {
      route: '/signin?password_reset=1',
      path: '/signin',
      namespaces: ['auth'],
    });
    expect(screen.getByRole('status').textContent).toContain('Your password has been changed');
  });
});
