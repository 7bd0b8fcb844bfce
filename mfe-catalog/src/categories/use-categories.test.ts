import { renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useCategories } from './use-categories';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('@shop/shared-platform/http/call-api', () => api);

it('reports the categories the API returned', async () => {
  api.callApi.mockImplementation(() => Promise.resolve([{ id: 4 }]));
  const { result } = renderHook(() => useCategories());
  expect(result.current.status).toBe('loading');
  await waitFor(() =>
    expect(result.current).toEqual({ status: 'succeeded', categories: [{ id: 4 }] }),
  );
});

it('reports a failed call', async () => {
  api.callApi.mockImplementation(() => Promise.reject(new Error('network')));
  const { result } = renderHook(() => useCategories());
  await waitFor(() => expect(result.current.status).toBe('failed'));
});
