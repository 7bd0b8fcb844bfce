import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { UploadSlots } from './upload-slots';

const refusal = (take: () => unknown) => {
  try {
    take();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a refusal');
};

describe('vendor upload slots', () => {
  it('allow one upload per shopper and a fixed number in all, each refusal with Retry-After', () => {
    const slots = new UploadSlots(2);
    const first = slots.take(1);
    const again = refusal(() => slots.take(1));
    expect(again).toBeInstanceOf(ApiError);
    expect(again.statusCode).toBe(429);
    expect(again.retryAfter).toBeGreaterThan(0);
    slots.take(2);
    const full = refusal(() => slots.take(3));
    expect(full.statusCode).toBe(503);
    expect(full.retryAfter).toBeGreaterThan(0);
    first();
    expect(() => slots.take(3)).not.toThrow();
  });
});
