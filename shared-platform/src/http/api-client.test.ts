import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastShopEvent, onShopEvent, resetShopEventMemory } from '../events/event-bus';
import { createApiClient, serializeQuery } from './api-client';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetShopEventMemory();
});

function answering(status: number, data: unknown, seen: InternalAxiosRequestConfig[] = []) {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return adapter;
}

describe('api client', () => {
  it('sends JSON with no timeout and the remember-me token read at request time', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const client = createApiClient('http://api.test', { adapter: answering(200, {}, seen) });
    localStorage.setItem('token', 'persistent');
    sessionStorage.setItem('token', 'session');
    await client.get('/v1/cart');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer persistent');
    expect(seen[0]?.timeout).toBe(0);
    expect(String(seen[0]?.headers.get('Content-Type'))).toContain('application/json');
  });

  it('falls back to the session token and sends none without a token', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const client = createApiClient('http://api.test', { adapter: answering(200, {}, seen) });
    sessionStorage.setItem('token', 'session');
    await client.get('/v1/cart');
    sessionStorage.clear();
    await client.get('/v1/cart');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer session');
    expect(seen[1]?.headers.get('Authorization')).toBeUndefined();
  });

  it('on 401 removes the stored tokens and announces signed-out', async () => {
    const client = createApiClient('http://api.test', { adapter: answering(401, {}) });
    localStorage.setItem('token', 'expired');
    sessionStorage.setItem('token', 'expired-too');
    const handler = vi.fn();
    const off = onShopEvent('shop:auth:changed', handler);
    await expect(client.get('/v1/profile')).rejects.toBeInstanceOf(AxiosError);
    off();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(handler).toHaveBeenCalledWith({ status: 'signed-out', user: null });
  });

  it('keeps the token on other failures', async () => {
    const client = createApiClient('http://api.test', { adapter: answering(500, {}) });
    localStorage.setItem('token', 'good');
    await expect(client.get('/v1/cart')).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem('token')).toBe('good');
    expect(lastShopEvent('shop:auth:changed')).toBeUndefined();
  });

  it('lets multipart bodies set their own content type', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const client = createApiClient('http://api.test', { adapter: answering(200, {}, seen) });
    const form = new FormData();
    form.append('store_type', 'retail');
    await client.post('/v1/vendors', form);
    expect(seen[0]?.data).toBeInstanceOf(FormData);
  });
});

it('serializes repeatable query keys and drops empty values', () => {
  expect(serializeQuery({ color: ['#fff', '#000'], page: 2, q: '', size: undefined })).toBe(
    'color=%23fff&color=%23000&page=2',
  );
});
