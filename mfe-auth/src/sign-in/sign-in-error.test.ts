import { ApiError } from '@shop/shared-platform/http/api-error';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILED,
  LOGIN_INVALID_CREDENTIALS,
  loginFailureMessage,
  signInProblem,
} from './sign-in-error';

const both = { email: true, password: true };
const none = { email: false, password: false };

describe('loginFailureMessage (what a failed login call says)', () => {
  it('turns 422 and 400 into the invalid-credentials message', () => {
    expect(loginFailureMessage(new ApiError('The given data was invalid', 422))).toBe(
      LOGIN_INVALID_CREDENTIALS,
    );
    expect(loginFailureMessage(new ApiError('Bad request', 400))).toBe(LOGIN_INVALID_CREDENTIALS);
  });

  it('keeps any other server message, else the login fallback', () => {
    expect(loginFailureMessage(new ApiError('Account locked', 403))).toBe('Account locked');
    expect(loginFailureMessage(new ApiError('', 500))).toBe(LOGIN_FAILED);
    expect(loginFailureMessage('boom')).toBe(LOGIN_FAILED);
  });
});

describe('signInProblem (the message shown and the fields it marks)', () => {
  it('shows the credentials message for 422 and 400 and marks both fields', () => {
    for (const status of [422, 400]) {
      expect(signInProblem(new ApiError('whatever', status))).toEqual({
        message: { key: 'signIn.errors.invalidCredentials' },
        fields: both,
      });
    }
  });

  it('maps messages containing "credentials" or "422" to the credentials message', () => {
    expect(signInProblem(new ApiError('Bad credentials supplied', 401)).message).toEqual({
      key: 'signIn.errors.invalidCredentials',
    });
    expect(signInProblem(new Error('Request failed with status code 422'))).toEqual({
      message: { key: 'signIn.errors.invalidCredentials' },
      fields: both,
    });
  });

  it('maps network failures and messages about the network to the network message', () => {
    expect(signInProblem(new ApiError('Network Error', null))).toEqual({
      message: { key: 'signIn.errors.network' },
      fields: none,
    });
    expect(signInProblem(new ApiError('network unreachable', 502)).message).toEqual({
      key: 'signIn.errors.network',
    });
  });

  it('never shows the English of other answers: a translated text, marking the field named', () => {
    expect(signInProblem(new ApiError('Please verify your email first', 403))).toEqual({
      message: { key: 'signIn.errors.generic' },
      fields: { email: true, password: false },
    });
    expect(signInProblem(new ApiError('Your password has expired', 403))).toEqual({
      message: { key: 'signIn.errors.generic' },
      fields: { email: false, password: true },
    });
  });

  it('has its own translated texts for the sign-in limit (429) and a busy server (503)', () => {
    const limited = 'Too many failed login attempts. Please try again in 15 minutes.';
    expect(signInProblem(new ApiError(limited, 429))).toEqual({
      message: { key: 'signIn.errors.tooManyAttempts' },
      fields: none,
    });
    expect(signInProblem(new ApiError('Service unavailable', 503))).toEqual({
      message: { key: 'signIn.errors.busy' },
      fields: none,
    });
  });

  it('translates the login fallback when the server says nothing', () => {
    expect(signInProblem(new ApiError('', 500))).toEqual({
      message: { key: 'signIn.errors.generic' },
      fields: none,
    });
  });
});
