import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useCallback } from 'react';
import { useRegisterMutation } from './api/register';
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
export function useRegisterShopper(): (values: SignUpValues) => Promise<RegisterProblem | null> {
  const { mutateAsync } = useRegisterMutation();
  const { i18n } = useTranslation();
  return useCallback(
    async (values) => {
      try {
        await mutateAsync({
          // The API takes one name: first and last name joined by a space.
          name: `${values.firstName.trim()} ${values.lastName.trim()}`,
          email: values.email.trim(),
          password: values.password,
          password_confirmation: values.confirmPassword,
          // The verification mail is written in the language the shopper sees.
          lang: i18n.language,
        });
        return null;
      } catch (error) {
        return registerProblem(error);
      }
    },
    [mutateAsync, i18n],
  );
}
