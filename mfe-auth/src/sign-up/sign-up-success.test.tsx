import { emitShopEvent, resetShopEventMemory } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landedOn, renderAuthPage } from '../shared/testing/render-auth-page';
import SignUpPage from './sign-up-page';
import { field, fillSignUp } from './sign-up-test-helpers';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

beforeEach(() => {
  callApiMock.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  resetShopEventMemory();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('successful registration', () => {
  it('shows the green message and opens sign-in after 3000 ms', async () => {
    callApiMock.mockResolvedValue({ user: { id: 1 } } as never);
    await renderAuthPage(<SignUpPage />, { path: '/signup' });
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
    sessionStorage.setItem('token', 'existing');
    await renderAuthPage(<SignUpPage />, { path: '/signup' });
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(landedOn('/my-account')).toBeNull();

    act(() =>
      emitShopEvent('shop:auth:changed', {
        status: 'signed-in',
        user: {
          id: 1,
          name: 'Sam Muster',
          email: 's@x.de',
          email_verified_at: null,
          created_at: '',
        },
      }),
    );
    expect(landedOn('/my-account')).not.toBeNull();
  });
});
