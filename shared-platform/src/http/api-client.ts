import axios, { type AxiosAdapter, type AxiosInstance, isAxiosError } from 'axios';
import { clearStoredToken, getStoredToken } from '../auth/token-storage';
import { emitShopEvent, lastShopEvent } from '../events/event-bus';
import { getRuntimeConfig } from '../runtime/runtime-config-store';

export interface ApiClientOptions {
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
}

/** Repeats array keys (`color=a&color=b`) and drops empty values, as the search query expects. */
export function serializeQuery(params: unknown): string {
  const search = new URLSearchParams();
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      for (const item of values) {
        if (item === undefined || item === null || item === '') continue;
        search.append(key, String(item));
      }
    }
  }
  return search.toString();
}

/**
 * The shop API client (spec §7): JSON, no timeout, the stored token as Bearer read on every request.
 * Spec §8: a 401 removes the stored token (both the remember-me and the session copy, so the
 * session check cannot keep using a token the server refused) and announces "signed out".
 */
export function createApiClient(baseURL: string, options: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: 0,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    paramsSerializer: { serialize: serializeQuery },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use((config) => {
    const token = getStoredToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // Multipart bodies (vendor application) need the browser's boundary, not the JSON default.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.headers.delete('Content-Type');
    }
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401) {
      const wasSignedIn =
        getStoredToken() !== null || lastShopEvent('shop:auth:changed')?.status === 'signed-in';
      clearStoredToken();
      if (wasSignedIn) emitShopEvent('shop:auth:changed', { status: 'signed-out', user: null });
    }
    return Promise.reject(error);
  });

  return client;
}

let pageClient: { baseURL: string; client: AxiosInstance } | undefined;

/** The page's client, built from the runtime configuration's `apiBaseUrl`. */
export function getApiClient(): AxiosInstance {
  const baseURL = getRuntimeConfig().apiBaseUrl;
  if (!pageClient || pageClient.baseURL !== baseURL) {
    pageClient = { baseURL, client: createApiClient(baseURL) };
  }
  return pageClient.client;
}
