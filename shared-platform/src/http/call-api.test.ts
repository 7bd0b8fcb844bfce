import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { callApi, fillPath } from './call-api';
import { createFetchClient, type HttpRequest, type HttpTransport } from './fetch-client';

/** A client whose network answers `status` with `data` (or fails), recording each request. */
function clientAnswering(status: number, data: unknown, seen: HttpRequest[] = [], network = false) {
  const transport: HttpTransport = async (request) => {
    seen.push(request);
    if (network) throw new TypeError('Network Error');
    return { status, data };
  };
  return createFetchClient('http://api.test', transport);
}

describe('callApi', () => {
  it('fills the path, sends the query and unwraps the envelope data', async () => {
    const seen: HttpRequest[] = [];
    const client = clientAnswering(
      200,
      { status: true, message: 'ok', data: { balance: 5 } },
      seen,
    );
    const data = await callApi('GET /v1/wallet', { client, query: { page: 2 } });
    expect(data).toEqual({ balance: 5 });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('http://api.test/v1/wallet?page=2');

    await callApi('DELETE /v1/cart/{id}', { client, path: { id: 12 } });
    expect(seen[1]?.method).toBe('DELETE');
    expect(seen[1]?.url).toBe('http://api.test/v1/cart/12');
  });

  it('sends the body as JSON', async () => {
    const seen: HttpRequest[] = [];
    const client = clientAnswering(200, { status: true, message: 'ok', data: null }, seen);
    await callApi('POST /v1/get-coupon', { client, body: { code: 'SAVE10' } });
    expect(JSON.parse(String(seen[0]?.body))).toEqual({ code: 'SAVE10' });
    expect(seen[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('sends extra headers such as an idempotency key', async () => {
    const seen: HttpRequest[] = [];
    const client = clientAnswering(201, { status: true, message: 'ok', data: null }, seen);
    await callApi('POST /v1/logout', { client, headers: { 'Idempotency-Key': 'key-12345678' } });
    expect(seen[0]?.headers['Idempotency-Key']).toBe('key-12345678');
  });

  it('reports upload progress as the share of the body sent', async () => {
    const reported: number[] = [];
    const transport: HttpTransport = async (request) => {
      for (const loaded of [0, 512, 1024]) request.onUploadProgress?.(loaded, 1024);
      return { status: 201, data: { status: true, message: 'ok', data: null } };
    };
    const client = createFetchClient('http://api.test', transport);
    await callApi('POST /v1/vendors', {
      client,
      body: new FormData(),
      onUploadProgress: (fraction) => reported.push(fraction),
    });
    expect(reported).toEqual([0, 0.5, 1]);
  });

  it('maps a 422 to ApiError with status, message and field errors', async () => {
    const body = { status: false, message: 'Validation error', errors: { email: ['taken'] } };
    const client = clientAnswering(422, body);
    const error = await callApi('POST /v1/register', {
      client,
      body: { name: 'a b', email: 'x@y', password: 'p', password_confirmation: 'p' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Validation error',
      errors: { email: ['taken'] },
      body,
    });
  });

  it('leaves the message empty when the server sends none', async () => {
    const client = clientAnswering(500, '<html>Bad Gateway</html>');
    await expect(callApi('GET /v1/cart', { client })).rejects.toMatchObject({
      status: 500,
      message: '',
    });
  });

  it('maps a network failure to status null', async () => {
    const client = clientAnswering(0, null, [], true);
    const error = await callApi('GET /v1/cart', { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect((error as ApiError).message).toBe('Network Error');
  });

  it('treats a 200 with status false as a failure', async () => {
    const client = clientAnswering(200, { status: false, message: 'Nope' });
    await expect(callApi('GET /v1/cart', { client })).rejects.toMatchObject({
      status: 200,
      message: 'Nope',
    });
  });

  it('refuses a path without its value', () => {
    expect(() => fillPath('/v1/orders/{id}', {})).toThrow(/id/);
    expect(fillPath('/v1/address/{id}/set-default', { id: 3 })).toBe('/v1/address/3/set-default');
  });
});
