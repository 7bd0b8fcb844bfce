import type { ApiBody, ApiCallKey, ApiData } from '@shop/shared-contracts/api/calls';
import type { ApiEnvelope } from '@shop/shared-contracts/api/envelope';
import { type AxiosInstance, type AxiosProgressEvent, isAxiosError } from 'axios';
import { getApiClient } from './api-client';
import { ApiError } from './api-error';

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
  client?: AxiosInstance;
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

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new ApiError(error.message || 'Network Error', null);
    const { message, errors } = envelopeParts(error.response.data);
    // No message from the server stays empty, so screens show their own translated fallback
    // instead of axios's English "Request failed with status code 500".
    return new ApiError(message ?? '', error.response.status, errors, error.response.data);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), null);
}

function uploadProgress(report: (fraction: number) => void) {
  // Without a known total (no Content-Length yet) nothing sensible can be said but "started".
  return ({ loaded, total }: AxiosProgressEvent) => report(total ? Math.min(1, loaded / total) : 0);
}

/** Calls `key` ("METHOD /path"), unwraps the envelope and throws `ApiError` on any failure. */
export async function callApi<K extends ApiCallKey>(
  key: K,
  options: CallApiOptions<K> = {},
): Promise<ApiData<K>> {
  const [method, template] = key.split(' ') as [string, string];
  const client = options.client ?? getApiClient();
  try {
    const response = await client.request<ApiEnvelope<ApiData<K>>>({
      method,
      url: fillPath(template, options.path),
      params: options.query,
      data: options.body,
      signal: options.signal,
      headers: options.headers,
      ...(options.onUploadProgress
        ? { onUploadProgress: uploadProgress(options.onUploadProgress) }
        : {}),
    });
    const envelope = response.data;
    if (envelope?.status !== true) {
      const { message, errors } = envelopeParts(envelope);
      throw new ApiError(message ?? 'Unexpected answer', response.status, errors, envelope);
    }
    return envelope.data;
  } catch (error) {
    throw toApiError(error);
  }
}
