/** An answer the client caused; the message is safe to show to the shopper. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found.`);

/** 422 with one field error, the shape the forms of the shop read. */
export const fieldError = (field: string, message: string) =>
  new ApiError(422, message, { [field]: [message] });
