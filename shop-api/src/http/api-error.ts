import type { FieldErrorCode, RequestErrorCode } from '@shop/shared-contracts/api/error-keys';

export interface ApiErrorExtras {
  /** Seconds until a retry can succeed; sent as `Retry-After` (every 429 and 503 has one). */
  retryAfter?: number;
  /** Machine codes per field, so clients show the error in the shopper's language. */
  codes?: Record<string, FieldErrorCode>;
  /** The case of a whole-request error (`REQUEST_ERROR_CODES`), sent as `code`. */
  code?: RequestErrorCode;
  /** How many are in stock, with the field code `not_enough_stock`. */
  available?: number;
}

/** An answer the client caused; the message is safe to show to the shopper. */
export class ApiError extends Error {
  readonly retryAfter?: number;
  readonly codes?: Record<string, FieldErrorCode>;
  readonly code?: RequestErrorCode;
  readonly available?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
    if (extras.retryAfter !== undefined)
      this.retryAfter = Math.max(1, Math.ceil(extras.retryAfter));
    if (extras.codes) this.codes = extras.codes;
    if (extras.code) this.code = extras.code;
    if (extras.available !== undefined) this.available = extras.available;
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found.`);

/** 422 with one field error, the shape the forms of the shop read. */
export const fieldError = (field: string, message: string, code?: FieldErrorCode) =>
  new ApiError(422, message, { [field]: [message] }, code ? { codes: { [field]: code } } : {});
