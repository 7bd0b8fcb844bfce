import axios, { type AxiosAdapter, type AxiosInstance, isAxiosError } from 'axios';
import { getRuntimeConfig } from '../runtime/runtime-config-store';
import { endSession, sessionToken } from '../session/session';
import { serializeQuery } from './serialize-query';

/**
 * The axios client `callApi` used up to platform 4.1, kept because the platform offers this module
 * to remotes built against those versions; `callApi` now sends through `./fetch-client`. The host
 * builds it with axios into a file of its own that only loads if such a remote asks for it.
 * Remove it, and axios, at the next major platform version.
 */
export { serializeQuery };

export interface ApiClientOptions {
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
}

/**
 * The shop API client: JSON, no timeout, the session's token as Bearer read on every request.
 * A 401 ends the session (both the remember-me and the tab copy of the token go, so the start-up
 * check cannot keep using a token the server refused) and the session module announces it.
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
    const token = sessionToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // Multipart bodies (vendor application) need the browser's boundary, not the JSON default.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.headers.delete('Content-Type');
    }
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401) {
      endSession('unauthorized');
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
