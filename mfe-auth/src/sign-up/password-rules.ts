import type { PasswordErrorKey } from '@shop/shared-contracts/api/error-keys';

/** Minimum password length at sign-up; the only checklist rule that blocks submission. */
export const SIGN_UP_PASSWORD_MIN = 8;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'digit' | 'special';
  /** Key in the `auth` namespace. */
  labelKey: string;
  isMet: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    labelKey: 'signUp.rules.length',
    isMet: (password) => password.length >= SIGN_UP_PASSWORD_MIN,
  },
  { id: 'uppercase', labelKey: 'signUp.rules.uppercase', isMet: (p) => /\p{Lu}/u.test(p) },
  { id: 'digit', labelKey: 'signUp.rules.digit', isMet: (p) => /\d/.test(p) },
  { id: 'special', labelKey: 'signUp.rules.special', isMet: (p) => /[!@#$%^&*]/.test(p) },
];

/** Checklist labels of the rules only the server checks, shown once it refused a password. */
export const SERVER_RULE_LABELS: Record<PasswordErrorKey, string> = {
  'auth.password_too_weak': 'signUp.rules.notRepeated',
  'auth.password_too_common': 'signUp.rules.notCommon',
  'auth.password_too_guessable': 'signUp.rules.notGuessable',
  'auth.password_too_personal': 'signUp.rules.notPersonal',
};
