import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import ForgotPasswordPage from '../forgot-password/forgot-password-page';
import SignInPage from '../sign-in/sign-in-page';
import SignUpPage from '../sign-up/sign-up-page';

const pages: [string, ReactElement][] = [
  ['/signin', <SignInPage key="in" />],
  ['/signup', <SignUpPage key="up" />],
  ['/forgot-password', <ForgotPasswordPage key="forgot" />],
];

// In Arabic, "sara@" typed right to left shows as "@sara".
describe('e-mail inputs in Arabic', () => {
  it.each(pages)(
    '%s has its e-mail typed left to right, aligned with the form',
    async (path, page) => {
      const { container } = await renderRemotePage(page, {
        namespaces: ['auth'],
        route: path,
        language: 'ar',
      });
      const email = container.querySelector<HTMLInputElement>('input[type="email"]');
      expect(email?.getAttribute('dir')).toBe('ltr');
      // Aligned with the labels at the form's start side, the right in Arabic.
      expect(email ? getComputedStyle(email).textAlign : null).toBe('right');
    },
  );
});
