import { isPasswordErrorKey, LINK_INVALID_KEY } from '@shop/shared-contracts/api/error-keys';
import { isApiError } from '@shop/shared-platform/http/api-error';

export interface ResetProblem {
  /** Key in the `auth` namespace: every failure is shown translated, never the server's text. */
  key: string;
  /** The link cannot be used (unknown, used or expired): the page offers a new one. */
  linkDead?: boolean;
  /** The problem is the new password: its field is marked. */
  password?: boolean;
}

/** What a failed reset shows. */
export function resetProblem(error: unknown): ResetProblem {
  if (!isApiError(error)) return { key: 'resetPassword.errors.generic' };
  if (error.status === null) return { key: 'resetPassword.errors.network' };
  if (error.status === 429) return { key: 'resetPassword.errors.tooMany' };
  const errors = error.errors ?? {};
  if ((errors.token ?? []).includes(LINK_INVALID_KEY)) {
    return { key: 'resetPassword.errors.linkInvalid', linkDead: true };
  }
  const password = errors.password ?? [];
  if (password.includes('auth.password_too_common')) {
    return { key: 'signUp.errors.passwordTooCommon', password: true };
  }
  if (password.some(isPasswordErrorKey))
    return { key: 'signUp.errors.passwordTooWeak', password: true };
  if (password.length > 0) return { key: 'signUp.errors.passwordMismatch', password: true };
  return { key: 'resetPassword.errors.generic' };
}
