import type { ApiBody, ApiCallKey, ApiData } from '@shop/shared-contracts/api/calls';
import { setRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { HttpResponse, http } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Where the tests' API lives; the kit points the page's runtime configuration at it. */
export const TEST_API_URL = 'http://api.test';

/** An error answer of the API: the envelope with `status: false`, as the server sends it. */
export class ApiErrorAnswer {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly errors?: Record<string, string[]>,
    /** Machine codes per field (`FIELD_ERROR_CODES`), as the API sends them beside `errors`. */
    readonly codes?: Record<string, string>,
    /** The rest of the failure body (`available` beside `not_enough_stock`). */
    readonly extra: Record<string, unknown> = {},
  ) {}
}

/** The request never reaches a server (offline, DNS failure, refused connection). */
export const NETWORK_ERROR = Symbol('network error');

export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  codes?: Record<string, string>,
  extra?: Record<string, unknown>,
) {
  return new ApiErrorAnswer(status, message, errors, codes, extra);
}

export interface ApiRequest<K extends ApiCallKey> {
  body: ApiBody<K>;
  /** Path placeholders, e.g. `{ id: '12' }` for `DELETE /v1/cart/{id}`. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
}

type Answer<K extends ApiCallKey> = ApiData<K> | ApiErrorAnswer | typeof NETWORK_ERROR;

/** JSON bodies parsed; multipart bodies (the vendor application) as the FormData sent. */
async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * An MSW handler for one call of the API call map: the resolver gets the parsed request and
 * returns the call's `data` (wrapped in the success envelope here), an `apiError(...)` or
 * `NETWORK_ERROR`. Types follow the call map, so a wrong answer shape fails typecheck.
 */
export function apiHandler<K extends ApiCallKey>(
  key: K,
  resolve: (request: ApiRequest<K>) => Answer<K> | Promise<Answer<K>>,
) {
  const [method, template] = key.split(' ') as [string, string];
  const path = `${TEST_API_URL}${template.replace(/\{(\w+)\}/g, ':$1')}`;
  const on = http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'];
  return on(path, async ({ request, params }) => {
    const answer = await resolve({
      body: (await readBody(request)) as ApiBody<K>,
      params: params as Record<string, string>,
      query: new URL(request.url).searchParams,
      headers: request.headers,
    });
    if (answer === NETWORK_ERROR) return HttpResponse.error();
    if (answer instanceof ApiErrorAnswer) {
      const { status, message, errors, codes, extra } = answer;
      return HttpResponse.json({ status: false, message, errors, codes, ...extra }, { status });
    }
    return HttpResponse.json({ status: true, message: 'ok', data: answer ?? null });
  });
}

/**
 * Starts an MSW server for the test file with these handlers at the network edge: any request
 * without a handler fails the test. `server.use(...)` adds handlers for one test; they are reset
 * after each test.
 */
export function setupApiServer(...handlers: ReturnType<typeof apiHandler>[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => {
    setRuntimeConfig({
      apiBaseUrl: TEST_API_URL,
      storageBaseUrl: `${TEST_API_URL}/storage/`,
      remotes: { catalog: '', product: '', cartCheckout: '', account: '', auth: '', seller: '' },
    });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
