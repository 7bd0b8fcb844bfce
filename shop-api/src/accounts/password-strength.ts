import type { PasswordErrorKey } from '@shop/shared-contracts/api/error-keys';
import {
  type AccountFacts,
  containsPersonalWord,
  personalWords,
} from '@shop/shared-contracts/validation/personal-words';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** Field-error texts are message keys the shop's forms translate (du, ar, en). */
export type PasswordProblem = PasswordErrorKey;

/**
 * Passwords this shop publishes (the demo accounts of the README and the seed): anyone who read
 * the README tries them first.
 */
const PUBLISHED = ['shopper123!', 'other123!', 'wallet123!'];

// zxcvbn's score 3 is "safely unguessable" (about 10^8 to 10^10 guesses); below it a password
// falls to an online attack spread over addresses or to an offline attack on a leaked hash.
const MIN_SCORE = 3;
// zxcvbn's matching grows with length; the first 64 characters are enough to judge a password.
const JUDGED_LENGTH = 64;

// About 49,000 of the most used passwords (lower case), from zxcvbn's common list.
let common: Set<string> | null = null;
const commonPasswords = () => {
  common ??= new Set([...dictionary['passwords-common'], ...PUBLISHED]);
  return common;
};

let estimator: ZxcvbnFactory | null = null;
const strength = () => {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return estimator;
};

/**
 * The reason a password is refused, or null. One function for sign-up, profile update and the
 * password reset: blank or one repeated character, the account's own e-mail or name, one of the
 * most common or published passwords (ignoring case and surrounding spaces), or an easily guessed
 * pattern (zxcvbn: dictionary words with digits, keyboard walks, dates, sequences).
 */
export function passwordProblem(
  password: string,
  account: AccountFacts = {},
): PasswordProblem | null {
  const trimmed = password.trim();
  if (!trimmed || /^(.)\1*$/su.test(trimmed)) return 'auth.password_too_weak';
  const lower = trimmed.toLowerCase();
  const personal = personalWords(account);
  if (containsPersonalWord(lower, personal)) return 'auth.password_too_personal';
  if (commonPasswords().has(lower)) return 'auth.password_too_common';
  const { score } = strength().check(trimmed.slice(0, JUDGED_LENGTH), personal);
  return score < MIN_SCORE ? 'auth.password_too_guessable' : null;
}

const TOP_LEVEL_MESSAGES: Record<PasswordProblem, string> = {
  'auth.password_too_weak': 'This password is too weak. Please choose another one.',
  'auth.password_too_common': 'This password is too common. Please choose another one.',
  'auth.password_too_guessable': 'This password is too easy to guess. Please choose another one.',
  'auth.password_too_personal':
    'This password contains your e-mail address or name. Please choose another one.',
};

/** The answer's top-level message for readers that show no field errors. */
export function weakPasswordError(problem: PasswordProblem): string {
  return TOP_LEVEL_MESSAGES[problem];
}
