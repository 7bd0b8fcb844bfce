import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from './use-idempotency-key';

it('keeps one key per choice and makes a new one when the choice changes', () => {
  const { result } = renderHook(() => useIdempotencyKey());
  const first = result.current({ address_id: 1, wallet: false });
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(result.current({ address_id: 1, wallet: false })).toBe(first);
  const other = result.current({ address_id: 1, wallet: true });
  expect(other).not.toBe(first);
  expect(result.current({ address_id: 1, wallet: true })).toBe(other);
});

it('makes keys the API accepts, different every time', () => {
  const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
});
