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
import SignUpPage from './sign-up-page';
import { field, fillSignUp } from './sign-up-test-helpers';

const server = setupApiServer();
const register = vi.fn<() => null | ApiErrorAnswer>();

beforeEach(() => {
  register.mockReset();
  server.use(apiHandler('POST /v1/register', register));
});

async function submitValidForm() {
  await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
  const u = userEvent.setup();
  await fillSignUp(u, {});
  await u.click(field.submit());
  return u;
}

describe('sign-up server errors', () => {
  it('says the email is already registered and marks the email field', async () => {
    register.mockReturnValue(
      apiError(422, 'Validation failed', { email: ['The email has already been taken.'] }),
    );
    await submitValidForm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email is already registered. Please use a different email or try to login.',
    );
    expect(field.email().getAttribute('aria-invalid')).toBe('true');
    expect(field.email().getAttribute('aria-describedby')).toBe('signup-error');
    expect(field.password().getAttribute('aria-invalid')).toBe('false');
  });

  it('asks to check the marked fields when several are wrong, each with its translated text', async () => {
    register.mockReturnValue(
      apiError(
        422,
        'The given data was invalid.',
        {
          password: ['auth.password_too_common'],
          name: ['The name may not contain <script>.'],
        },
        { password: 'password_too_common', name: 'invalid' },
      ),
    );
    await submitValidForm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please check the marked fields.');
    expect(field.password().getAttribute('aria-invalid')).toBe('true');
    expect(field.firstName().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid name', { selector: 'p' })).toBeTruthy();
    // The server's English never reaches the screen, as text or as markup.
    expect(document.body.textContent).not.toContain('<script>');
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the translated fallback when the server explains nothing', async () => {
    register.mockReturnValue(apiError(500, ''));
    await submitValidForm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Registration failed. Please try again.',
    );
  });

  it('clears the error as soon as a field is edited', async () => {
    register.mockReturnValue(apiError(503, 'Server busy'));
    const u = await submitValidForm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server is busy right now. Please try again in a moment.',
    );
    await u.type(field.lastName(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
