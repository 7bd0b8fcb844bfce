import type { RegisterBody } from '@shop/shared-contracts/api/calls';
import { type FieldErrorCode, passwordCode } from '@shop/shared-contracts/api/error-keys';
import { passwordProblem, weakPasswordError } from './password-strength';

/** A profile's new e-mail that another account has (sign-up never says it: see account-routes). */
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
 * not match. Whether the address has an account is never among them. Null when none.
 */
export function registrationProblems(
  body: RegisterBody,
  address: string,
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
  if (Object.keys(errors).length === 0) return null;
  const message = weak
    ? weakPasswordError(weak)
    : (Object.values(errors)[0]?.[0] ?? 'Validation error');
  return { message, errors, codes };
}
