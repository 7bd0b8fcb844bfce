import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastShopEvent, onShopEvent, resetShopEventMemory } from '../events/event-bus';
import { reloadSessionFromStorage, startSession } from '../session/session';
import {
  browserTransport,
  createFetchClient,
  type HttpRequest,
  type HttpTransport,
} from './fetch-client';

const user = { id: 1, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSessionFromStorage();
  resetShopEventMemory();
  vi.unstubAllGlobals();
});

function answering(status: number, data: unknown, seen: HttpRequest[] = []): HttpTransport {
  return async (request) => {
    seen.push(request);
    return { status, data };
  };
}

describe('fetch client', () => {
  it('sends JSON and the remember-me token read at request time', async () => {
    const seen: HttpRequest[] = [];
    const client = createFetchClient('http://api.test/', answering(200, {}, seen));
    localStorage.setItem('token', 'persistent');
    sessionStorage.setItem('token', 'session');
    await client.request({ method: 'get', path: '/v1/cart', query: { color: ['a', 'b'] } });
    expect(seen[0]?.url).toBe('http://api.test/v1/cart?color=a&color=b');
    expect(seen[0]?.headers.Authorization).toBe('Bearer persistent');
    expect(seen[0]?.body).toBeUndefined();
    await client.request({ method: 'post', path: '/v1/cart', body: { product_id: 1 } });
    expect(seen[1]?.headers['Content-Type']).toBe('application/json');
    expect(seen[1]?.body).toBe('{"product_id":1}');
  });

  // With nothing but `Accept`, a signed-out GET is a simple CORS request: no preflight first.
  it('sends a GET with no content type', async () => {
    const seen: HttpRequest[] = [];
    const client = createFetchClient('http://api.test', answering(200, {}, seen));
    await client.request({ method: 'get', path: '/v1/products/search' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers).toEqual({ Accept: 'application/json' });
  });

  it("sends the page's language, read at request time, for the API's mails", async () => {
    const seen: HttpRequest[] = [];
    const client = createFetchClient('http://api.test', answering(200, {}, seen));
    document.documentElement.lang = 'ar';
    await client.request({ method: 'GET', path: '/v1/profile' });
    document.documentElement.lang = 'de';
    await client.request({ method: 'POST', path: '/v1/login', body: {} });
    document.documentElement.lang = '';
    await client.request({ method: 'GET', path: '/v1/profile' });
    expect(seen.map((request) => request.headers['Accept-Language'])).toEqual([
      'ar',
      'de',
      undefined,
    ]);
  });

  it('falls back to the session token and sends none without a token', async () => {
    const seen: HttpRequest[] = [];
    const client = createFetchClient('http://api.test', answering(200, {}, seen));
    sessionStorage.setItem('token', 'session');
    await client.request({ method: 'GET', path: '/v1/cart' });
    sessionStorage.clear();
    await client.request({ method: 'GET', path: '/v1/cart' });
    expect(seen[0]?.headers.Authorization).toBe('Bearer session');
    expect(seen[1]?.headers.Authorization).toBeUndefined();
  });

  it('on 401 ends the session: both stored tokens go and signed-out is announced', async () => {
    const client = createFetchClient('http://api.test', answering(401, {}));
    sessionStorage.setItem('token', 'expired-too');
    startSession({ token: 'expired', user, remember: true });
    const handler = vi.fn();
    const off = onShopEvent('shop:auth:changed', handler);
    await expect(client.request({ method: 'GET', path: '/v1/profile' })).resolves.toMatchObject({
      status: 401,
    });
    off();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(handler).toHaveBeenCalledWith({
      status: 'signed-out',
      user: null,
      reason: 'unauthorized',
    });
  });

  it('keeps the token on other failures', async () => {
    const client = createFetchClient('http://api.test', answering(500, {}));
    startSession({ token: 'good', user, remember: true });
    resetShopEventMemory();
    await client.request({ method: 'GET', path: '/v1/cart' });
    expect(localStorage.getItem('token')).toBe('good');
    expect(lastShopEvent('shop:auth:changed')).toBeUndefined();
  });

  it('lets multipart bodies set their own content type', async () => {
    const seen: HttpRequest[] = [];
    const client = createFetchClient('http://api.test', answering(200, {}, seen));
    const form = new FormData();
    form.append('store_type', 'retail');
    await client.request({ method: 'POST', path: '/v1/vendors', body: form });
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers['Content-Type']).toBeUndefined();
  });
});

describe('browser transport', () => {
  const request = (extra: Partial<HttpRequest> = {}): HttpRequest => ({
    method: 'POST',
    url: 'http://api.test/v1/vendors',
    headers: { Accept: 'application/json' },
    body: '{}',
    ...extra,
  });

  it('parses a JSON answer and keeps a non-JSON one as text', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"status":true}', { status: 201 }))
      .mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    await expect(browserTransport(request())).resolves.toEqual({
      status: 201,
      data: { status: true },
    });
    await expect(browserTransport(request())).resolves.toEqual({
      status: 502,
      data: '<html>Bad Gateway</html>',
    });
    expect(fetch).toHaveBeenCalledWith('http://api.test/v1/vendors', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: '{}',
      signal: undefined,
    });
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(browserTransport(request())).rejects.toThrow('Network Error');
  });

  it('sends with XMLHttpRequest and reports its upload progress when asked to', async () => {
    const sent: unknown[] = [];
    class FakeXhr {
      upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
      status = 0;
      responseText = '';
      onload?: () => void;
      open(method: string, url: string) {
        sent.push([method, url]);
      }
      setRequestHeader(name: string, value: string) {
        sent.push([name, value]);
      }
      send(body: unknown) {
        sent.push(body);
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
        this.status = 201;
        this.responseText = '{"status":true}';
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[][] = [];
    const answer = await browserTransport(
      request({ onUploadProgress: (loaded, total) => progress.push([loaded, total]) }),
    );
    expect(answer).toEqual({ status: 201, data: { status: true } });
    expect(progress).toEqual([
      [50, 100],
      [100, 100],
    ]);
    expect(sent).toEqual([
      ['POST', 'http://api.test/v1/vendors'],
      ['Accept', 'application/json'],
      '{}',
    ]);
  });
});
