import { getRuntimeConfig } from '../runtime/runtime-config-store';
import { endSession, sessionToken } from '../session/session';
import { serializeQuery } from './serialize-query';

/** What goes over the network: an absolute URL and the request's parts. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  /** Bytes of the body sent so far and its size (0 while unknown). */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/** The server's answer: its status and its body (parsed JSON, or the text when it is not JSON). */
export interface HttpResponse {
  status: number;
  data: unknown;
}

/** Sends a request; rejects only when no answer arrived (network failure, abort). */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

export interface ApiRequest {
  method: string;
  /** Path below the API's base URL, e.g. `/v1/cart/12`. */
  path: string;
  query?: object;
  /** Sent as JSON, or as it is when it is `FormData` (the browser sets the multipart boundary). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface ApiClient {
  readonly baseURL: string;
  request(request: ApiRequest): Promise<HttpResponse>;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML error page): kept as text, callers see no envelope in it.
    return text;
  }
}

/** The browser's `fetch`. */
async function sendWithFetch({ method, url, headers, body, signal }: HttpRequest) {
  const response = await fetch(url, { method, headers, body, signal }).catch((error: unknown) => {
    // Each browser words a failed connection differently; an abort keeps its own error.
    throw signal?.aborted ? error : new TypeError('Network Error');
  });
  return { status: response.status, data: parseBody(await response.text()) };
}

/**
 * `XMLHttpRequest`, the only browser API that reports upload progress on every connection (a
 * fetch with a streamed body needs HTTP/2); used for requests that ask for it.
 */
function sendWithProgress(request: HttpRequest): Promise<HttpResponse> {
  const { method, url, headers, body, signal, onUploadProgress } = request;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new TypeError('Network Error'));
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}

/** Sends with `fetch`, or with `XMLHttpRequest` when the caller follows the upload's progress. */
export const browserTransport: HttpTransport = (request) =>
  request.onUploadProgress ? sendWithProgress(request) : sendWithFetch(request);

/** Methods whose requests have no body, so no `Content-Type`. */
const BODILESS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * The language the page shows (`<html lang>`: de, ar or en), as `Accept-Language`, so the API
 * mails the shopper in the language they last used the shop in. Read at request time, since the
 * shopper may switch; none on the server, whose calls are no shopper's visit. The header is
 * CORS-safelisted: a signed-out GET stays a simple request.
 */
function shownLanguage(): Record<string, string> {
  const lang = globalThis.document?.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

function joinUrl(baseURL: string, path: string, query?: object): string {
  const search = serializeQuery(query);
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/**
 * The shop API client: JSON, no timeout, the session's token as Bearer read on every request.
 * A 401 ends the session (both the remember-me and the tab copy of the token go, so the start-up
 * check cannot keep using a token the server refused) and the session module announces it.
 * Every answer resolves, whatever its status; only a request that got no answer rejects.
 */
export function createFetchClient(
  baseURL: string,
  transport: HttpTransport = browserTransport,
): ApiClient {
  return {
    baseURL,
    async request({ method, path, query, body, signal, headers, onUploadProgress }) {
      const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
      const token = sessionToken();
      const verb = method.toUpperCase();
      const response = await transport({
        method: verb,
        url: joinUrl(baseURL, path, query),
        headers: {
          Accept: 'application/json',
          // A GET carries no body to describe. Without the header, a GET with no token is a
          // simple cross-origin request: the browser sends it at once instead of asking the API
          // first (a CORS preflight, one more round trip before every new catalogue address).
          ...(isForm || BODILESS.has(verb) ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...shownLanguage(),
          ...headers,
        },
        ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
        ...(onUploadProgress ? { onUploadProgress } : {}),
      });
      if (response.status === 401) endSession('unauthorized');
      return response;
    },
  };
}

let pageClient: ApiClient | undefined;

/** The page's client, built from the runtime configuration's `apiBaseUrl`. */
export function getFetchClient(): ApiClient {
  const baseURL = getRuntimeConfig().apiBaseUrl;
  if (pageClient?.baseURL !== baseURL) pageClient = createFetchClient(baseURL);
  return pageClient;
}
