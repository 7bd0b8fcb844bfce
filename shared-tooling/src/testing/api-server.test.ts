import { ApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiHandler, NETWORK_ERROR, setupApiServer } from './api-server';

const server = setupApiServer();

describe('API handlers at the network edge', () => {
  it('wraps the answer in the envelope and hands over body and path values', async () => {
    const seen = vi.fn(() => null);
    server.use(
      apiHandler('GET /v1/categories', () => []),
      apiHandler('DELETE /v1/cart/{id}', seen),
    );
    await expect(callApi('GET /v1/categories')).resolves.toEqual([]);
    await callApi('DELETE /v1/cart/{id}', { path: { id: 12 } });
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '12' } }));
  });

  it('answers errors as the API does', async () => {
    server.use(
      apiHandler('POST /v1/register', () => apiError(422, 'Invalid', { email: ['taken'] })),
      apiHandler('GET /v1/cart', () => NETWORK_ERROR),
    );
    const body = { name: 'a b', email: 'a@b', password: 'p', password_confirmation: 'p' };
    const refused = await callApi('POST /v1/register', { body }).catch((error) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 422,
      message: 'Invalid',
      errors: { email: ['taken'] },
    });
    await expect(callApi('GET /v1/cart')).rejects.toMatchObject({ status: null });
  });
});
