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

const personalRule = () => document.querySelector('[data-rule="personal"]');

describe('the password must not contain the name or the e-mail', () => {
  it('is a live checklist line, ignoring case, from the name words and the e-mail', async () => {
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    const u = userEvent.setup();
    await fillSignUp(u, {
      firstName: 'Lena',
      lastName: 'Berg-Mann',
      email: 'sonnenschein@example.com',
      password: 'BERGMANN-42!x',
      confirm: '',
      terms: false,
    });
    // "Berg-Mann" gives "berg" and "mann"; the password holds "BERG".
    expect(personalRule()?.textContent).toBe(
      'Contains neither your email address nor your name (not met)',
    );
    await u.clear(field.password());
    await u.type(field.password(), 'xSONNENSCHEIN9!');
    expect(personalRule()?.getAttribute('data-met')).toBe('false');
    await u.clear(field.password());
    await u.type(field.password(), 'Wolke-Sieben-42!');
    expect(personalRule()?.textContent).toBe(
      'Contains neither your email address nor your name (met)',
    );
  });

  it('moves focus to the server’s message, so a phone shows and reads it', async () => {
    register.mockReturnValue(
      apiError(
        422,
        'The given data was invalid.',
        { password: ['auth.password_too_personal'] },
        { password: 'password_too_personal' },
      ),
    );
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    const u = userEvent.setup();
    await fillSignUp(u, {});
    await u.click(field.submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The password must not contain your email address or your name.',
    );
    expect(document.activeElement).toBe(alert);
    // The live line says it once; the server's reason is not listed a second time.
    expect(document.querySelectorAll('[data-rule="personal"], [data-rule="server"]')).toHaveLength(
      1,
    );
  });
});
