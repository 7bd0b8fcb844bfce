import type { User } from '@shop/shared-contracts/api/entities';
import { updateSessionUser } from '@shop/shared-platform/session/session';
import {
  type ApiErrorAnswer,
  apiHandler,
  setupApiServer,
} from '@shop/shared-tooling/testing/api-server';
import { landedOn, renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SignUpPage from './sign-up-page';
import { field, fillSignUp } from './sign-up-test-helpers';

const server = setupApiServer();
const user: User = {
  id: 1,
  name: 'Sam Muster',
  email: 's@x.de',
  email_verified_at: null,
  created_at: '',
};
const register = vi.fn<() => null | ApiErrorAnswer>();

beforeEach(() => {
  register.mockReset();
  server.use(apiHandler('POST /v1/register', register));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('successful registration', () => {
  it('shows the green message and opens sign-in after 3000 ms', async () => {
    register.mockReturnValue(null);
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    await fillSignUp(userEvent.setup(), {});
    // Fake timers only from the submit on, so the typing above runs normally.
    vi.useFakeTimers();
    fireEvent.click(field.submit());
    await act(() => vi.advanceTimersByTimeAsync(0));

    const success = screen.getByText(
      'Registration successful! Please check your inbox to verify your email.',
    );
    expect(success.closest('.MuiAlert-colorSuccess')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(landedOn('/signin')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(landedOn('/signin')).not.toBeNull();
  });
});

describe('already signed in', () => {
  it('sends a signed-in shopper to the account page once the session check holds', async () => {
    await renderRemotePage(<SignUpPage />, {
      namespaces: ['auth'],
      route: '/signup',
      session: 'checking',
    });
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(landedOn('/my-account')).toBeNull();

    act(() => updateSessionUser(user));
    expect(landedOn('/my-account')).not.toBeNull();
  });
});
