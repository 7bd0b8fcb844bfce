import { isApiError } from '@shop/shared-platform/http/api-error';

export interface ApiProblem {
  /** Key of the general message in the `seller` namespace. */
  message: string;
  /** Field name -> the 422's machine code for it (`required`, `too_long`, ...), see `useFieldText`. */
  fields: Record<string, string>;
}

/** The API's `codes` beside `errors`: one machine code per field. */
function codesOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {};
  const { codes } = body as { codes?: unknown };
  return typeof codes === 'object' && codes !== null ? (codes as Record<string, unknown>) : {};
}

/**
 * A failed write in the user's language: a 422's field codes mark their fields (an unknown code
 * reads as "invalid"), other failures get one general message. Server prose is never shown.
 */
export function apiProblem(error: unknown): ApiProblem {
  if (!isApiError(error)) return { message: 'errors.failed', fields: {} };
  if (error.status === null) return { message: 'errors.network', fields: {} };
  if (error.status === 403) return { message: 'errors.forbidden', fields: {} };
  if (error.status === 404) return { message: 'errors.notFound', fields: {} };
  if (error.status === 409) return { message: 'errors.conflict', fields: {} };
  if (error.status !== 422) return { message: 'errors.failed', fields: {} };
  const fields: Record<string, string> = {};
  const codes = codesOf(error.body);
  for (const name of new Set([...Object.keys(error.errors ?? {}), ...Object.keys(codes)])) {
    const code = codes[name];
    fields[name] = typeof code === 'string' && /^[a-z_]+$/.test(code) ? code : 'invalid';
  }
  return { message: 'errors.check', fields };
}

/** The answer's status: 403 means "not a vendor" or "not an operator" on the gated pages. */
export function statusOf(error: unknown): number | null | undefined {
  return isApiError(error) ? error.status : undefined;
}
