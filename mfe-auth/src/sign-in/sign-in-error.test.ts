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

describe('loginFailureMessage (spec §8, login)', () => {
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

describe('signInProblem (spec §8 display rule and §5 field marking)', () => {
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
    expect(signInProblem(new ApiError('network unreachable', 503)).message).toEqual({
      key: 'signIn.errors.network',
    });
  });

  it('shows other server messages as they are and marks the field they name', () => {
    expect(signInProblem(new ApiError('Please verify your email first', 403))).toEqual({
      message: { text: 'Please verify your email first' },
      fields: { email: true, password: false },
    });
    expect(signInProblem(new ApiError('Your password has expired', 403))).toEqual({
      message: { text: 'Your password has expired' },
      fields: { email: false, password: true },
    });
    expect(signInProblem(new ApiError('Service unavailable', 503))).toEqual({
      message: { text: 'Service unavailable' },
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
