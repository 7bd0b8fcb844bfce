import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import ForgotPasswordPage from '../forgot-password/forgot-password-page';
import ResetPasswordPage from '../reset-password/reset-password-page';
import SignInPage from '../sign-in/sign-in-page';
import SignUpPage from '../sign-up/sign-up-page';

const pages: [string, ReactElement][] = [
  ['/signin', <SignInPage key="in" />],
  ['/signup', <SignUpPage key="up" />],
  ['/forgot-password', <ForgotPasswordPage key="forgot" />],
  ['/reset-password?token=abc', <ResetPasswordPage key="reset" />],
  ['/signin?password_reset=1', <SignInPage key="notice" />],
];

// A raw key on screen ("signIn.title") means the language file lacks it.
const RAW_KEY = /\b(common|signIn|signUp|forgotPassword|resetPassword)\.\w+/;

describe.each(['du', 'ar'] as const)('auth screens in %s', (language) => {
  it.each(pages)('%s shows only translated texts', async (path, page) => {
    const { container } = await renderRemotePage(page, {
      namespaces: ['auth'],
      route: path,
      language,
    });
    expect(container.querySelector('[data-remote="auth"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(RAW_KEY);
    for (const input of container.querySelectorAll('input')) {
      expect(input.labels?.[0]?.textContent ?? input.getAttribute('aria-label')).toBeTruthy();
    }
  });
});

describe('right-to-left', () => {
  it('puts the show/hide toggle at the inline end of the password field', async () => {
    await renderRemotePage(<SignInPage />, {
      namespaces: ['auth'],
      route: '/signin',
      language: 'ar',
    });
    const toggle = screen.getByRole('button', { name: 'إظهار كلمة المرور' });
    expect(toggle.closest('.MuiInputAdornment-positionEnd')).not.toBeNull();
  });

  it('turns the back arrow around in Arabic only', async () => {
    const arrowTransform = async (language: 'ar' | 'en') => {
      const { container, unmount } = await renderRemotePage(<ForgotPasswordPage />, {
        namespaces: ['auth'],
        route: '/forgot-password',
        language,
      });
      const icon = container.querySelector('a svg');
      const transform = icon ? getComputedStyle(icon).transform : 'missing';
      unmount();
      return transform;
    };
    expect(await arrowTransform('ar')).toBe('scaleX(-1)');
    expect(await arrowTransform('en')).toBe('none');
  });
});
