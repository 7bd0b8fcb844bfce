import { callApi } from '@shop/shared-platform/http/call-api';
import { type RegisterProblem, registerProblem } from './register-error';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

/** Registers the shopper; resolves to null on success or to what went wrong. */
export async function registerShopper(values: SignUpValues): Promise<RegisterProblem | null> {
  try {
    await callApi('POST /v1/register', {
      body: {
        // Spec §3: the API takes one name, first and last joined by a space.
        name: `${values.firstName.trim()} ${values.lastName.trim()}`,
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.confirmPassword,
      },
    });
    return null;
  } catch (error) {
    return registerProblem(error);
  }
}
