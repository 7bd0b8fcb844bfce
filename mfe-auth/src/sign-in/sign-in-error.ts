import { isApiError } from '@shop/shared-platform/http/api-error';
import type { AuthMessage } from '../shared/auth-message';

// The login failure texts in English, as the API contract words them; shown translated.
export const LOGIN_INVALID_CREDENTIALS =
  'Invalid credentials. Please check your email and password.';
export const LOGIN_FAILED = 'An error occurred during login. Please try again.';
const DISPLAY_INVALID = 'Invalid email or password. Please check your credentials and try again.';
const DISPLAY_NETWORK = 'Network error. Please check your internet connection and try again.';

/** First step: what a failed login call says (400 and 422 mean wrong email or password). */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    // No answer at all: the display rule below turns this into the network message.
    if (error.status === null) return 'Network error';
    if (error.status === 422 || error.status === 400) return LOGIN_INVALID_CREDENTIALS;
    return error.message || LOGIN_FAILED;
  }
  if (error instanceof Error && error.message) return error.message;
  return LOGIN_FAILED;
}

export interface SignInProblem {
  message: AuthMessage;
  /** Fields to mark invalid because the message is about them. */
  fields: { email: boolean; password: boolean };
}

/**
 * Second step: the message shown (credentials, network, generic or the server's own text); a
 * message naming the credentials marks both fields, one naming the email or password marks that one.
 */
export function signInProblem(error: unknown): SignInProblem {
  // Limits and a busy server have their own translated texts; the API's English never shows.
  if (isApiError(error) && (error.status === 429 || error.status === 503)) {
    const key = error.status === 429 ? 'signIn.errors.tooManyAttempts' : 'signIn.errors.busy';
    return { message: { key }, fields: { email: false, password: false } };
  }
  const raw = loginFailureMessage(error);
  const lower = raw.toLowerCase();
  let message: AuthMessage;
  let shown: string;
  if (lower.includes('credentials') || lower.includes('422')) {
    message = { key: 'signIn.errors.invalidCredentials' };
    shown = DISPLAY_INVALID;
  } else if (lower.includes('network')) {
    message = { key: 'signIn.errors.network' };
    shown = DISPLAY_NETWORK;
  } else {
    // Any other answer (a 5xx, an unexpected 4xx) is no text written for shoppers.
    message = { key: 'signIn.errors.generic' };
    shown = raw;
  }
  const marks = shown.toLowerCase();
  const credentials = marks.includes('credentials');
  return {
    message,
    fields: {
      email: credentials || marks.includes('email'),
      password: credentials || marks.includes('password'),
    },
  };
}
