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

// Issue 26: "lena@" showed the server's English twice on German and Arabic screens, and a
// mismatch said "Die Passwörter stimmen nicht überein" twice.
const server = setupApiServer();
const register = vi.fn<() => null | ApiErrorAnswer>();
beforeEach(() => {
  register.mockReset();
  server.use(apiHandler('POST /v1/register', register));
});

const TEXTS = {
  du: {
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',
    mismatch: 'Die Passwörter stimmen nicht überein',
    guessable:
      'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein längeres oder ungewöhnlicheres.',
    guessableRule: 'Nicht leicht zu erraten (etwa ein Wort mit angehängten Ziffern)',
    submit: 'Konto erstellen',
  },
  ar: {
    invalidEmail: 'يرجى إدخال بريد إلكتروني صالح',
    mismatch: 'كلمتا المرور غير متطابقتين',
    guessable: 'كلمة المرور هذه سهلة التخمين. يرجى اختيار كلمة أطول أو أقل توقعًا.',
    guessableRule: 'ليست سهلة التخمين (مثل كلمة تليها أرقام)',
    submit: 'إنشاء حساب',
  },
} as const;

const occurrences = (text: string) => document.body.textContent?.split(text).length ?? 1;
const input = (id: string) => document.getElementById(`signup-${id}`) as HTMLInputElement;

async function fill(language: 'du' | 'ar', values: Record<string, string>) {
  await renderRemotePage(<SignUpPage />, { namespaces: ['auth'], route: '/signup', language });
  const u = userEvent.setup();
  for (const [id, value] of Object.entries(values)) {
    await u.click(input(id));
    await u.paste(value);
  }
  await u.click(screen.getByRole('checkbox'));
  await u.click(screen.getByRole('button', { name: TEXTS[language].submit }));
  return u;
}

const valid = {
  firstName: 'Lena',
  lastName: 'Berg',
  email: 'lena@example.com',
  password: 'Wander-Lust-58',
  confirmPassword: 'Wander-Lust-58',
};

describe.each(['du', 'ar'] as const)('sign-up errors in %s', (language) => {
  const texts = TEXTS[language];

  it('refuses "lena@" itself, once, in the language of the page, without asking the server', async () => {
    await fill(language, { ...valid, email: 'lena@' });
    expect(await screen.findByText(texts.invalidEmail)).toBeTruthy();
    expect(occurrences(texts.invalidEmail) - 1).toBe(1);
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(register).not.toHaveBeenCalled();
  });

  it("translates the server's e-mail error by its code and says it once", async () => {
    register.mockReturnValue(
      apiError(
        422,
        'The email field must be a valid email address.',
        { email: ['The email field must be a valid email address.'] },
        { email: 'email_invalid' },
      ),
    );
    await fill(language, valid);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.invalidEmail);
    expect(occurrences(texts.invalidEmail) - 1).toBe(1);
    expect(document.body.textContent).not.toContain('valid email address');
  });

  it('says once that the passwords do not match', async () => {
    await fill(language, { ...valid, confirmPassword: 'Wander-Lust-59' });
    expect(await screen.findAllByText(texts.mismatch)).toHaveLength(1);
    expect(input('confirmPassword').getAttribute('aria-invalid')).toBe('true');
    expect(input('confirmPassword').getAttribute('aria-describedby')).toContain(
      'signup-password-match',
    );
    expect(register).not.toHaveBeenCalled();
  });

  it("shows the server's reason for refusing the password in the message and the checklist", async () => {
    register.mockReturnValue(
      apiError(
        422,
        'This password is too easy to guess.',
        { password: ['auth.password_too_guessable'] },
        { password: 'password_too_guessable' },
      ),
    );
    await fill(language, valid);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.guessable);
    const rule = document.querySelector('[data-rule="server"]');
    expect(rule?.textContent).toContain(texts.guessableRule);
    expect(rule?.getAttribute('data-met')).toBe('false');
    expect(input('password').getAttribute('aria-invalid')).toBe('true');
  });
});
