import {
  type ApiErrorAnswer,
  apiHandler,
  setupApiServer,
} from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SignUpPage from './sign-up-page';
import { field, fillSignUp } from './sign-up-test-helpers';

const server = setupApiServer();
const register = vi.fn<() => null | ApiErrorAnswer>();

beforeEach(() => {
  register.mockReset();
  server.use(apiHandler('POST /v1/register', register));
  register.mockReturnValue(null);
});

const rule = (id: string) => document.querySelector(`[data-rule="${id}"]`);

describe('sign-up validation', () => {
  it('keeps submit disabled until the terms are ticked', async () => {
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    const u = userEvent.setup();
    expect(field.submit().hasAttribute('disabled')).toBe(true);
    await u.click(field.terms());
    expect(field.submit().hasAttribute('disabled')).toBe(false);
  });

  it('reports every broken rule, sends nothing and focuses the first invalid field', async () => {
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    const u = userEvent.setup();
    await fillSignUp(u, {
      firstName: '',
      lastName: ' ',
      email: 'nope',
      password: 'Ab1!',
      confirm: 'Ab1!x',
    });
    await u.click(field.submit());
    expect(await screen.findByText('Please enter your first name')).toBeTruthy();
    expect(screen.getByText('Please enter your last name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(field.confirm().getAttribute('aria-invalid')).toBe('true');
    expect(field.firstName().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field.firstName());
    expect(register).not.toHaveBeenCalled();
  });

  it('asks for an email when it is empty', async () => {
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    const u = userEvent.setup();
    await fillSignUp(u, { email: '' });
    await u.click(field.submit());
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(document.activeElement).toBe(field.email());
  });

  it('blocks only on length: a long password without the other rules is sent', async () => {
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    const u = userEvent.setup();
    await fillSignUp(u, { firstName: ' Sam ', password: 'abcdefgh', confirm: 'abcdefgh' });
    await u.click(field.submit());
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          name: 'Sam Shopper',
          email: 'sam@example.com',
          password: 'abcdefgh',
          password_confirmation: 'abcdefgh',
          // The language shown, for the verification mail.
          lang: 'en',
        },
      }),
    );
  });
});

describe('live password feedback', () => {
  it('ticks the checklist rules as the password is typed', async () => {
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    const u = userEvent.setup();
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(field.password().getAttribute('aria-describedby')).toContain('signup-password-rules');
    await u.type(field.password(), 'abc');
    expect(rule('length')?.getAttribute('data-met')).toBe('false');
    expect(rule('length')?.textContent).toBe('At least 8 characters (not met)');
    await u.type(field.password(), 'defgH');
    expect(rule('length')?.getAttribute('data-met')).toBe('true');
    expect(rule('uppercase')?.getAttribute('data-met')).toBe('true');
    expect(rule('digit')?.getAttribute('data-met')).toBe('false');
    expect(rule('special')?.getAttribute('data-met')).toBe('false');
    await u.type(field.password(), '1#');
    expect(rule('digit')?.textContent).toBe('A number (met)');
    expect(rule('special')?.getAttribute('data-met')).toBe('true');
  });

  it('says whether the passwords match once a confirmation is typed', async () => {
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    const u = userEvent.setup();
    await u.type(field.password(), 'Secret123!');
    expect(screen.queryByText(/Passwords (do not )?match/)).toBeNull();
    await u.type(field.confirm(), 'Secret');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await u.type(field.confirm(), '123!');
    expect(screen.getByText('Passwords match')).toBeTruthy();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('links to the terms and privacy pages', async () => {
    await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup' });
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });
});
