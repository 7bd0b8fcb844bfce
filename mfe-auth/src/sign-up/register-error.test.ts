import { ApiError } from '@shop/shared-platform/http/api-error';
import { describe, expect, it } from 'vitest';
import { registerProblem } from './register-error';

/** A 422 as the API sends it: English texts and, per field, a machine code. */
const answer422 = (errors: Record<string, string[]>, codes: Record<string, string> = {}) =>
  new ApiError('The given data was invalid.', 422, errors, {
    status: false,
    message: 'The given data was invalid.',
    errors,
    codes,
  });

describe('registerProblem (what a failed registration shows, always translated)', () => {
  it('recognises a taken email by code or text and marks the email field', () => {
    for (const error of [
      answer422({ email: ['This email is already registered.'] }, { email: 'email_taken' }),
      answer422({ email: ['The email has already been taken.'] }),
    ]) {
      expect(registerProblem(error)).toEqual({
        message: { key: 'signUp.errors.emailTaken' },
        fields: { email: true },
      });
    }
  });

  it("maps the server's e-mail format error to the translated text, never its English", () => {
    const error = answer422(
      { email: ['The email field must be a valid email address.'] },
      { email: 'email_invalid' },
    );
    expect(registerProblem(error)).toEqual({
      message: { key: 'signUp.errors.invalidEmail' },
      fields: { email: true },
    });
  });

  it('shows each password key translated and names it as the broken checklist rule', () => {
    for (const [key, message] of [
      ['auth.password_too_weak', 'signUp.errors.passwordTooWeak'],
      ['auth.password_too_common', 'signUp.errors.passwordTooCommon'],
      ['auth.password_too_guessable', 'signUp.errors.passwordTooGuessable'],
      ['auth.password_too_personal', 'signUp.errors.passwordTooPersonal'],
    ] as const) {
      expect(registerProblem(answer422({ password: [key] }))).toEqual({
        message: { key: message },
        fields: { password: true },
        passwordRule: key,
      });
    }
  });

  it('puts a mismatch the server found on the confirmation field', () => {
    const error = answer422(
      { password: ['The password confirmation does not match.'] },
      { password: 'password_mismatch' },
    );
    expect(registerProblem(error)).toEqual({
      message: { key: 'signUp.errors.passwordMismatch' },
      fields: { confirmPassword: true },
    });
  });

  it('asks to check the marked fields when several are wrong, each with its own text', () => {
    const error = answer422(
      {
        name: ['The name field is required.'],
        email: ['The email field must be a valid email address.'],
        password: ['The password field must be at least 8 characters.'],
      },
      { name: 'required', email: 'email_invalid', password: 'too_short' },
    );
    expect(registerProblem(error)).toEqual({
      message: { key: 'signUp.errors.checkFields' },
      fields: {
        firstName: 'signUp.errors.firstNameRequired',
        email: 'signUp.errors.invalidEmail',
        password: 'signUp.errors.passwordLength',
      },
    });
  });

  it('has translated texts for limits, a busy server, other failures and no answer', () => {
    expect(registerProblem(new ApiError('Too many sign-ups', 429)).message).toEqual({
      key: 'signUp.errors.tooManyAttempts',
    });
    expect(registerProblem(new ApiError('Busy', 503)).message).toEqual({
      key: 'signUp.errors.busy',
    });
    for (const error of [
      new ApiError('Unprocessable', 422),
      new ApiError('', 500),
      new Error('Request aborted'),
      undefined,
    ]) {
      expect(registerProblem(error)).toEqual({
        message: { key: 'signUp.errors.generic' },
        fields: {},
      });
    }
    expect(registerProblem(new ApiError('Network Error', null)).message).toEqual({
      key: 'signUp.errors.network',
    });
  });
});
