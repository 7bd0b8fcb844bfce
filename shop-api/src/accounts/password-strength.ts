import type { PasswordErrorKey } from '@shop/shared-contracts/api/error-keys';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Field-error texts are message keys the shop's forms translate (du, ar, en). */
export type PasswordProblem = PasswordErrorKey;

// About 49,000 of the most used passwords (lower case), from zxcvbn's common list.
let common: Set<string> | null = null;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common']);
  return common;
};

/**
 * Passwords an attacker tries first: only spaces, one character repeated, or one of the most
 * common passwords, ignoring case and surrounding spaces ("Password" is "password").
 */
export function passwordProblem(password: string): PasswordProblem | null {
  const trimmed = password.trim();
  if (!trimmed || /^(.)\1*$/su.test(trimmed)) return 'auth.password_too_weak';
  if (commonPasswords().has(trimmed.toLowerCase())) return 'auth.password_too_common';
  return null;
}

/** The answer's top-level message for readers that show no field errors. */
export function weakPasswordError(problem: PasswordProblem): string {
  return problem === 'auth.password_too_common'
    ? 'This password is too common. Please choose another one.'
    : 'This password is too weak. Please choose another one.';
}
