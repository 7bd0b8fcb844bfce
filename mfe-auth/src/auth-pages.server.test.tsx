// @vitest-environment node
import type { Language } from '@shop/shared-contracts/i18n/languages';
import {
  missingTexts,
  renderPageOnServer,
} from '@shop/shared-tooling/testing/render-page-on-server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import ar from '../public/locales/ar/auth.json';
import du from '../public/locales/du/auth.json';
import ForgotPasswordPage from './forgot-password/forgot-password-page';
import ResetPasswordPage from './reset-password/reset-password-page';
import SignInPage from './sign-in/sign-in-page';
import SignUpPage from './sign-up/sign-up-page';

// A node environment: no `window`, as in the render service, which renders signed out. Each page
// must arrive with its form, so a shopper can start typing before the scripts have run.
const TEXTS = { du, ar } as const;

function render(page: ReactNode, url: string, language: Language) {
  return renderPageOnServer(page, { url, language, namespaces: ['auth'] });
}

/** The form's inputs, by the `autocomplete` each field declares. */
function fields(html: string): string[] {
  return [...html.matchAll(/<input[^>]*autocomplete="([^"]+)"/gi)].map((match) => match[1] ?? '');
}

describe.each(['du', 'ar'] as const)('the sign-in pages on the server in %s', (language) => {
  const t = TEXTS[language];

  it('renders the sign-in form', async () => {
    const page = await render(<SignInPage />, '/signin?returnTo=/orders', language);
    const { signIn } = t;
    expect(
      missingTexts(page, [signIn.title, signIn.email, signIn.password, signIn.rememberMe]),
    ).toEqual([]);
    expect(fields(page.html)).toEqual(['email', 'current-password']);
  });

  it('renders the sign-up form', async () => {
    const page = await render(<SignUpPage />, '/signup', language);
    const { signUp } = t;
    expect(
      missingTexts(page, [signUp.firstName, signUp.lastName, signUp.email, signUp.confirmPassword]),
    ).toEqual([]);
    expect(fields(page.html)).toEqual([
      'given-name',
      'family-name',
      'email',
      'new-password',
      'new-password',
    ]);
  });

  it('renders the forgotten-password form', async () => {
    const page = await render(<ForgotPasswordPage />, '/forgot-password', language);
    expect(missingTexts(page, [t.forgotPassword.title, t.forgotPassword.email])).toEqual([]);
    expect(fields(page.html)).toEqual(['email']);
  });

  it('renders the new-password form of a mailed link', async () => {
    const page = await render(<ResetPasswordPage />, '/reset-password?token=abc', language);
    const { resetPassword } = t;
    expect(
      missingTexts(page, [
        resetPassword.title,
        resetPassword.password,
        resetPassword.confirmPassword,
      ]),
    ).toEqual([]);
    expect(fields(page.html)).toEqual(['new-password', 'new-password']);
  });
});
