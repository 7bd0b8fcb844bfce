import type { ApiBody, ApiCallKey, ApiData } from '@shop/shared-contracts/api/calls';
import type { ApiEnvelope } from '@shop/shared-contracts/api/envelope';
import { ApiError } from './api-error';
import { type ApiClient, getFetchClient, type HttpResponse } from './fetch-client';

export interface CallApiOptions<K extends ApiCallKey> {
  /** Values for `{id}`-style placeholders in the path. */
  path?: Record<string, string | number>;
  query?: object;
  body?: ApiBody<K>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on `POST /v1/place-order`. */
  headers?: Record<string, string>;
  /** Called with the share of the body sent so far, from 0 to 1 (upload progress bars). */
  onUploadProgress?: (fraction: number) => void;
  /** Defaults to the page's client (tests pass their own). */
  client?: ApiClient;
}

export function fillPath(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path value "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function envelopeParts(body: unknown): { message?: string; errors?: Record<string, string[]> } {
  if (typeof body !== 'object' || body === null) return {};
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return {
    ...(typeof message === 'string' && message ? { message } : {}),
    ...(typeof errors === 'object' && errors !== null
      ? { errors: errors as Record<string, string[]> }
      : {}),
  };
}

/** Any failure as `ApiError`: one that is already, or a request that got no answer (status null). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(error instanceof Error ? error.message : String(error), null);
}

/** Calls `key` ("METHOD /path"), unwraps the envelope and throws `ApiError` on any failure. */
export async function callApi<K extends ApiCallKey>(
  key: K,
  options: CallApiOptions<K> = {},
): Promise<ApiData<K>> {
  const [method, template] = key.split(' ') as [string, string];
  const client = options.client ?? getFetchClient();
  const { onUploadProgress } = options;
  let response: HttpResponse;
  try {
    response = await client.request({
      method,
      path: fillPath(template, options.path),
      query: options.query,
      body: options.body,
      signal: options.signal,
      headers: options.headers,
      // Without a known total (no Content-Length yet) nothing sensible can be said but "started".
      ...(onUploadProgress
        ? {
            onUploadProgress: (loaded: number, total: number) =>
              onUploadProgress(total ? Math.min(1, loaded / total) : 0),
          }
        : {}),
    });
  } catch (error) {
    throw toApiError(error);
  }
  const envelope = response.data as ApiEnvelope<ApiData<K>> | undefined;
  if (response.status >= 200 && response.status < 300 && envelope?.status === true) {
    return envelope.data;
  }
  const { message, errors } = envelopeParts(envelope);
  // A failed status without a message from the server stays empty, so screens show their own
  // translated fallback; an answer of 2xx without the success envelope is unexpected.
  const ok = response.status < 300;
  throw new ApiError(message ?? (ok ? 'Unexpected answer' : ''), response.status, errors, envelope);
}
