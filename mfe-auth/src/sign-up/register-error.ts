import { isApiError } from '@shop/shared-platform/http/api-error';
import type { AuthMessage } from '../shared/auth-message';

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';

export interface RegisterProblem {
  message: AuthMessage;
  /** Server field messages joined by ', ' (spec §8), shown under the general message. */
  detail?: string;
  /** Fields to mark: `true` marks only, a string is the server's text for that field. */
  fields: Partial<Record<SignUpField, string | true>>;
}

// Server field names (register body) to the form's fields.
const SERVER_FIELDS: Record<string, SignUpField> = {
  name: 'firstName',
  email: 'email',
  password: 'password',
  password_confirmation: 'confirmPassword',
};

const TAKEN = /taken|already/i;

/** Spec §8, registration. */
export function registerProblem(error: unknown): RegisterProblem {
  if (isApiError(error)) {
    if (error.status === null) return { message: { key: 'signUp.errors.network' }, fields: {} };
    const errors = error.errors ?? {};
    if (error.status === 422 && Object.keys(errors).length > 0) {
      if ((errors.email ?? []).some((text) => TAKEN.test(text))) {
        return { message: { key: 'signUp.errors.emailTaken' }, fields: { email: true } };
      }
      const fields: RegisterProblem['fields'] = {};
      for (const [name, texts] of Object.entries(errors)) {
        const field = SERVER_FIELDS[name];
        if (field && texts.length > 0) fields[field] = texts.join(', ');
      }
      return {
        message: error.message ? { text: error.message } : { key: 'signUp.errors.validation' },
        detail: Object.values(errors).flat().join(', '),
        fields,
      };
    }
    if (error.message) return { message: { text: error.message }, fields: {} };
  } else if (error instanceof Error && error.message) {
    return { message: { text: error.message }, fields: {} };
  }
  return { message: { key: 'signUp.errors.generic' }, fields: {} };
}
