/** Every answer of the API is wrapped in one envelope. */
export interface ApiSuccess<T> {
  status: true;
  message: string;
  data: T;
}

/** `errors` maps a field to its messages; present on 422 answers. */
export interface ApiFailure {
  status: false;
  message: string;
  errors?: Record<string, string[]>;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
