/** A failed call: `status` null means the server was not reached (network error). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly errors?: Record<string, string[]>;
  /** The server's answer body, when there was one. */
  readonly body?: unknown;

  constructor(
    message: string,
    status: number | null,
    errors?: Record<string, string[]>,
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors) this.errors = errors;
    if (body !== undefined) this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError');
}
