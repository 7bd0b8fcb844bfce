import {
  type ApiErrorAnswer,
  apiError,
  apiHandler,
  setupApiServer,
} from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from './forgot-password-page';

const server = setupApiServer();
const resetLink = vi.fn<() => null | ApiErrorAnswer>();

const CONFIRMATION =
  'If an account exists for this email address, we have sent you a link to reset your password. Please check your inbox.';

beforeEach(() => {
  resetLink.mockReset();
  resetLink.mockReturnValue(null);
  server.use(apiHandler('POST /v1/forgot-password', resetLink));
});

async function requestLink(email: string) {
  await renderRemotePage(<ForgotPasswordPage />, {
    namespaces: ['auth'],
    route: '/forgot-password',
  });
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/^Email address/), email);
  await u.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  it('rejects an email without "@" and sends nothing', async () => {
    await requestLink('sam.example.com');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email address/));
    expect(resetLink).not.toHaveBeenCalled();
  });

  it('asks the API for a link and confirms', async () => {
    await requestLink('sam@example.com');
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
    expect(resetLink).toHaveBeenCalledWith(
      expect.objectContaining({ body: { email: 'sam@example.com', lang: 'en' } }),
    );
  });

  it('shows the same confirmation when the call fails', async () => {
    resetLink.mockReturnValue(apiError(404, 'No such user'));
    await requestLink('nobody@example.com');
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
    expect(screen.queryByText('No such user')).toBeNull();
  });

  it('says when this browser asked too often, and confirms nothing', async () => {
    resetLink.mockReturnValue(apiError(429, 'Too many requests.'));
    await requestLink('sam@example.com');
    expect(
      await screen.findByText('Too many requests. Please wait a few minutes and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(CONFIRMATION)).toBeNull();
  });

  it('links back to sign-in', async () => {
    await renderRemotePage(<ForgotPasswordPage />, {
      namespaces: ['auth'],
      route: '/forgot-password',
    });
    const link = screen.getByRole('link', { name: 'Back to sign in' });
    expect(link.getAttribute('href')).toBe('/signin');
  });
});
