import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's `register` result adapted to MUI inputs: the ref must reach the real
 * <input> (inputRef), or focusing the first invalid field after validation would do nothing.
 */
export function muiRegister<Name extends string>(registration: UseFormRegisterReturn<Name>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
