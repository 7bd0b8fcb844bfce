import { ApiError } from '@shop/shared-platform/http/api-error';
import { describe, expect, it } from 'vitest';
import { registerProblem } from './register-error';

describe('registerProblem (spec §8, registration)', () => {
  it('recognises a taken email and marks the email field', () => {
    for (const text of ['The email has already been taken.', 'Email already registered']) {
      expect(registerProblem(new ApiError('Validation failed', 422, { email: [text] }))).toEqual({
        message: { key: 'signUp.errors.emailTaken' },
        fields: { email: true },
      });
    }
  });

  it('joins other field messages with ", " beside the general message', () => {
    const error = new ApiError('The given data was invalid.', 422, {
      email: ['The email must be a valid email address.'],
      password: ['The password is too weak.', 'The password is too common.'],
      password_confirmation: ['The confirmation does not match.'],
      name: ['The name is too long.'],
    });
    expect(registerProblem(error)).toEqual({
      message: { text: 'The given data was invalid.' },
      detail:
        'The email must be a valid email address., The password is too weak., The password is too common., The confirmation does not match., The name is too long.',
      fields: {
        email: 'The email must be a valid email address.',
        password: 'The password is too weak., The password is too common.',
        confirmPassword: 'The confirmation does not match.',
        firstName: 'The name is too long.',
      },
    });
  });

  it('falls back to "Validation error" when a 422 with errors has no message', () => {
    const problem = registerProblem(new ApiError('', 422, { name: ['Required'] }));
    expect(problem.message).toEqual({ key: 'signUp.errors.validation' });
    expect(problem.detail).toBe('Required');
  });

  it('shows the server message, then the client message, then the fallback', () => {
    expect(registerProblem(new ApiError('Too many attempts', 429))).toEqual({
      message: { text: 'Too many attempts' },
      fields: {},
    });
    expect(registerProblem(new ApiError('Unprocessable', 422))).toEqual({
      message: { text: 'Unprocessable' },
      fields: {},
    });
    expect(registerProblem(new Error('Request aborted'))).toEqual({
      message: { text: 'Request aborted' },
      fields: {},
    });
    expect(registerProblem(new ApiError('', 500))).toEqual({
      message: { key: 'signUp.errors.generic' },
      fields: {},
    });
    expect(registerProblem(undefined).message).toEqual({ key: 'signUp.errors.generic' });
  });

  it('reports an unreachable server as a network error', () => {
    expect(registerProblem(new ApiError('Network Error', null)).message).toEqual({
      key: 'signUp.errors.network',
    });
  });
});
