import { ApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../shared/testing/render-auth-page';
import ForgotPasswordPage from './forgot-password-page';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

const CONFIRMATION =
  'If an account exists for this email address, we have sent you a link to reset your password. Please check your inbox.';

beforeEach(() => {
  callApiMock.mockReset();
});

async function requestLink(email: string) {
  await renderAuthPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/^Email address/), email);
  await u.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  it('rejects an email without "@" and sends nothing', async () => {
    await requestLink('sam.example.com');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email address/));
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('asks the API for a link and confirms', async () => {
    callApiMock.mockResolvedValue(null);
    await requestLink('sam@example.com');
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
    expect(callApiMock).toHaveBeenCalledWith('POST /v1/forgot-password', {
      body: { email: 'sam@example.com' },
    });
  });

  it('shows the same confirmation when the call fails', async () => {
    callApiMock.mockRejectedValue(new ApiError('No such user', 404));
    await requestLink('nobody@example.com');
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
    expect(screen.queryByText('No such user')).toBeNull();
  });

  it('links back to sign-in', async () => {
    await renderAuthPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const link = screen.getByRole('link', { name: 'Back to sign in' });
    expect(link.getAttribute('href')).toBe('/signin');
  });
});
