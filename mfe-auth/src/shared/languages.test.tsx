import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from '../forgot-password/forgot-password-page';
import SignInPage from '../sign-in/sign-in-page';
import SignUpPage from '../sign-up/sign-up-page';
import { renderAuthPage } from './testing/render-auth-page';

vi.mock('@shop/shared-platform/http/call-api', () => ({ callApi: vi.fn() }));

const pages: [string, ReactElement][] = [
  ['/signin', <SignInPage key="in" />],
  ['/signup', <SignUpPage key="up" />],
  ['/forgot-password', <ForgotPasswordPage key="forgot" />],
];

// A raw key on screen ("signIn.title") means the language file lacks it.
const RAW_KEY = /\b(common|signIn|signUp|forgotPassword)\.\w+/;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe.each(['du', 'ar'] as const)('auth screens in %s', (language) => {
  it.each(pages)('%s shows only translated texts', async (path, page) => {
    const { container } = await renderAuthPage(page, { path, language });
    expect(container.querySelector('[data-remote="auth"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(RAW_KEY);
    for (const input of container.querySelectorAll('input')) {
      expect(input.labels?.[0]?.textContent ?? input.getAttribute('aria-label')).toBeTruthy();
    }
  });
});

describe('right-to-left', () => {
  it('puts the show/hide toggle at the inline end of the password field', async () => {
    await renderAuthPage(<SignInPage />, { path: '/signin', language: 'ar' });
    const toggle = screen.getByRole('button', { name: 'إظهار كلمة المرور' });
    expect(toggle.closest('.MuiInputAdornment-positionEnd')).not.toBeNull();
  });

  it('turns the back arrow around in Arabic only', async () => {
    const arrowTransform = async (language: 'ar' | 'en') => {
      const { container, unmount } = await renderAuthPage(<ForgotPasswordPage />, {
        path: '/forgot-password',
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
