import type { FieldErrorCode } from './error-keys';

/** Every answer of the API is wrapped in one envelope. */
export interface ApiSuccess<T> {
  status: true;
  message: string;
  data: T;
}

/**
 * `errors` maps a field to its messages (English); present on 422 answers. `codes` maps a field
 * to a machine code of `FIELD_ERROR_CODES` (error-keys.ts) for the client to translate.
 */
export interface ApiFailure {
  status: false;
  message: string;
  errors?: Record<string, string[]>;
  codes?: Record<string, FieldErrorCode>;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
