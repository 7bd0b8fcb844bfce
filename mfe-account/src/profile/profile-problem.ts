import { isPasswordErrorKey, type PasswordErrorKey } from '@shop/shared-contracts/api/error-keys';
import { isApiError } from '@shop/shared-platform/http/api-error';
import type { ProfileErrors, ProfileField } from './profile-diff';

export interface ProfileProblem {
  /** Key of the general message in the `account` namespace. */
  message: string;
  fields: ProfileErrors;
}

const PASSWORD_MESSAGES: Record<PasswordErrorKey, string> = {
  'auth.password_too_weak': 'profile.errors.passwordTooWeak',
  'auth.password_too_common': 'profile.errors.passwordTooCommon',
  'auth.password_too_guessable': 'profile.errors.passwordTooGuessable',
  'auth.password_too_personal': 'profile.errors.passwordTooPersonal',
};

/** Each server field's English text to a translated key of the form. */
const FIELD_RULES: [server: string, field: ProfileField, pick: (text: string) => string][] = [
  ['name', 'name', () => 'profile.errors.nameRequired'],
  [
    'email',
    'email',
    (text) =>
      /taken|already/i.test(text) ? 'profile.errors.emailTaken' : 'profile.errors.emailInvalid',
  ],
  [
    'current_password',
    'currentPassword',
    (text) =>
      /incorrect/i.test(text)
        ? 'profile.errors.currentIncorrect'
        : /email/i.test(text)
          ? 'profile.errors.currentForEmail'
          : 'profile.errors.currentForPassword',
  ],
  [
    'password',
    'password',
    (text) =>
      isPasswordErrorKey(text) ? PASSWORD_MESSAGES[text] : 'profile.errors.passwordLength',
  ],
  ['password_confirmation', 'passwordConfirmation', () => 'profile.errors.confirmationMismatch'],
];

/**
 * What a failed save shows, in the shopper's language: the API's field errors (English, or a
 * password key) become the form's translated texts; no answer is a network failure.
 */
export function profileProblem(error: unknown): ProfileProblem {
  if (!isApiError(error)) return { message: 'profile.errors.updateFailed', fields: {} };
  if (error.status === null) return { message: 'profile.errors.network', fields: {} };
  if (error.status === 429) return { message: 'profile.errors.tooManyAttempts', fields: {} };
  const fields: ProfileErrors = {};
  for (const [server, field, pick] of FIELD_RULES) {
    const text = error.errors?.[server]?.[0];
    if (text) fields[field] = pick(text);
  }
  const first = Object.values(fields)[0];
  return { message: first ?? 'profile.errors.updateFailed', fields };
}
