import type { RegisterBody } from '@shop/shared-contracts/api/calls';
import { type FieldErrorCode, passwordCode } from '@shop/shared-contracts/api/error-keys';
import { passwordProblem, weakPasswordError } from './password-strength';

export const TAKEN_EMAIL =
  'This email is already registered. Please use a different email or try to login.';

export interface RegistrationProblems {
  message: string;
  errors: Record<string, string[]>;
  codes: Record<string, FieldErrorCode>;
}

/**
 * What is wrong with a sign-up the schema let through, checked before any hashing: a blank name,
 * a weak password (also one made of the account's own e-mail or name), a confirmation that does
 * not match, a taken e-mail. Null when the account can be created.
 */
export function registrationProblems(
  body: RegisterBody,
  address: string,
  taken: boolean,
): RegistrationProblems | null {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, FieldErrorCode> = {};
  if (!body.name.trim()) {
    errors.name = ['The name field is required.'];
    codes.name = 'required';
  }
  const weak = passwordProblem(body.password, { email: address, name: body.name });
  if (weak) {
    errors.password = [weak];
    codes.password = passwordCode(weak);
  } else if (body.password !== body.password_confirmation) {
    errors.password = ['The password confirmation does not match.'];
    codes.password = 'password_mismatch';
  }
  if (taken) {
    errors.email = [TAKEN_EMAIL];
    codes.email = 'email_taken';
  }
  if (Object.keys(errors).length === 0) return null;
  const message = taken
    ? TAKEN_EMAIL
    : weak
      ? weakPasswordError(weak)
      : (Object.values(errors)[0]?.[0] ?? 'Validation error');
  return { message, errors, codes };
}
