import { ApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../shared/testing/render-auth-page';
import SignUpPage from './sign-up-page';
import { field, fillSignUp } from './sign-up-test-helpers';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

beforeEach(() => {
  callApiMock.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

async function submitValidForm() {
  await renderAuthPage(<SignUpPage />, { path: '/signup' });
  const u = userEvent.setup();
  await fillSignUp(u, {});
  await u.click(field.submit());
  return u;
}

describe('sign-up server errors', () => {
  it('says the email is already registered and marks the email field', async () => {
    callApiMock.mockRejectedValue(
      new ApiError('Validation failed', 422, { email: ['The email has already been taken.'] }),
    );
    await submitValidForm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email is already registered. Please use a different email or try to login.',
    );
    expect(field.email().getAttribute('aria-invalid')).toBe('true');
    expect(field.email().getAttribute('aria-describedby')).toBe('signup-error');
    expect(field.password().getAttribute('aria-invalid')).toBe('false');
  });

  it('lists other field messages joined by ", " with the general message, under the fields too', async () => {
    callApiMock.mockRejectedValue(
      new ApiError('The given data was invalid.', 422, {
        password: ['The password is too common.'],
        name: ['The name may not contain <script>.'],
      }),
    );
    await submitValidForm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The given data was invalid.The password is too common., The name may not contain <script>.',
    );
    expect(alert.querySelector('script')).toBeNull();
    expect(field.password().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The name may not contain <script>.', { selector: 'p' })).toBeTruthy();
  });

  it('shows the translated fallback when the server explains nothing', async () => {
    callApiMock.mockRejectedValue(new ApiError('', 500));
    await submitValidForm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Registration failed. Please try again.',
    );
  });

  it('clears the error as soon as a field is edited', async () => {
    callApiMock.mockRejectedValue(new ApiError('Server busy', 503));
    const u = await submitValidForm();
    expect((await screen.findByRole('alert')).textContent).toBe('Server busy');
    await u.type(field.lastName(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
