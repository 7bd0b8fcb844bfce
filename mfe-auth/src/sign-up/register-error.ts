import {
  type FieldErrorCode,
  isFieldErrorCode,
  isPasswordErrorKey,
  type PasswordErrorKey,
} from '@shop/shared-contracts/api/error-keys';
import { type ApiError, isApiError } from '@shop/shared-platform/http/api-error';
import type { AuthMessage } from '../shared/auth-message';

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';

export interface RegisterProblem {
  message: AuthMessage;
  /**
   * Fields to mark: `true` marks only (the message above names the problem), a string is the
   * key of the field's own translated text (when several fields are wrong).
   */
  fields: Partial<Record<SignUpField, string | true>>;
  /** A password rule the server found broken; the checklist shows it as unmet. */
  passwordRule?: PasswordErrorKey;
}

// Server field names (register body) to the form's fields.
const SERVER_FIELDS: Record<string, SignUpField> = {
  name: 'firstName',
  email: 'email',
  password: 'password',
  password_confirmation: 'confirmPassword',
};

const PASSWORD_MESSAGES: Record<PasswordErrorKey, string> = {
  'auth.password_too_weak': 'signUp.errors.passwordTooWeak',
  'auth.password_too_common': 'signUp.errors.passwordTooCommon',
  'auth.password_too_guessable': 'signUp.errors.passwordTooGuessable',
  'auth.password_too_personal': 'signUp.errors.passwordTooPersonal',
};

/** The translated text of one field's error, by the server's code (never its English text). */
function fieldMessage(field: SignUpField, code: FieldErrorCode | undefined, text: string): string {
  if (isPasswordErrorKey(text)) return PASSWORD_MESSAGES[text];
  if (code?.startsWith('password_too_'))
    return PASSWORD_MESSAGES[`auth.${code}` as PasswordErrorKey];
  if (code === 'password_mismatch' || field === 'confirmPassword')
    return 'signUp.errors.passwordMismatch';
  // Only an API from before the sign-up stopped telling taken addresses (issue 39) says this;
  // kept for a rolling deploy.
  if (code === 'email_taken' || (field === 'email' && /taken|already/i.test(text)))
    return 'signUp.errors.emailTaken';
  switch (field) {
    case 'email':
      return code === 'required' ? 'signUp.errors.emailRequired' : 'signUp.errors.invalidEmail';
    case 'password':
      return code === 'required' || code === 'too_short'
        ? 'signUp.errors.passwordLength'
        : 'signUp.errors.passwordInvalid';
    default:
      return code === 'required' ? 'signUp.errors.firstNameRequired' : 'signUp.errors.nameInvalid';
  }
}

const codesOf = (error: ApiError): Record<string, unknown> => {
  const body = error.body as { codes?: unknown } | undefined;
  return body?.codes && typeof body.codes === 'object'
    ? (body.codes as Record<string, unknown>)
    : {};
};

/**
 * What a failed registration shows, always in the shopper's language: the API's field errors are
 * mapped by their codes (or the password keys) to translated texts. One wrong field: its text in
 * the message, the field marked. Several: "check the marked fields", each field with its text.
 * A mismatch the server reports sits on the confirmation field.
 */
export function registerProblem(error: unknown): RegisterProblem {
  if (!isApiError(error)) return { message: { key: 'signUp.errors.generic' }, fields: {} };
  if (error.status === null) return { message: { key: 'signUp.errors.network' }, fields: {} };
  if (error.status === 429)
    return { message: { key: 'signUp.errors.tooManyAttempts' }, fields: {} };
  if (error.status === 503) return { message: { key: 'signUp.errors.busy' }, fields: {} };
  const errors = error.errors ?? {};
  if (error.status !== 422 || Object.keys(errors).length === 0)
    return { message: { key: 'signUp.errors.generic' }, fields: {} };
  const codes = codesOf(error);
  const messages: Partial<Record<SignUpField, string>> = {};
  let passwordRule: PasswordErrorKey | undefined;
  for (const [name, texts] of Object.entries(errors)) {
    const code = isFieldErrorCode(codes[name]) ? codes[name] : undefined;
    const text = texts[0] ?? '';
    const mismatch = code === 'password_mismatch';
    const field = mismatch ? 'confirmPassword' : (SERVER_FIELDS[name] ?? null);
    if (!field) continue;
    messages[field] = fieldMessage(field, code, text);
    if (isPasswordErrorKey(text)) passwordRule = text;
  }
  const entries = Object.entries(messages) as [SignUpField, string][];
  const [only] = entries;
  const rule = passwordRule ? { passwordRule } : {};
  if (entries.length === 1 && only) {
    return { message: { key: only[1] }, fields: { [only[0]]: true }, ...rule };
  }
  if (entries.length === 0) return { message: { key: 'signUp.errors.validation' }, fields: {} };
  return { message: { key: 'signUp.errors.checkFields' }, fields: messages, ...rule };
}
