import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { HashQueue } from './hash-queue';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('the password hashing line', () => {
  it('runs at most its concurrency at once and finishes every waiting task', async () => {
    const queue = new HashQueue(2, 10);
    let running = 0;
    let most = 0;
    const task = async () => {
      most = Math.max(most, ++running);
      await later(5);
      running--;
      return 'done';
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => queue.run(task)));
    expect(results).toEqual(Array(8).fill('done'));
    expect(most).toBe(2);
    expect(queue.peak).toBe(2);
    expect(queue.finished).toBe(8);
  });

  it('answers 503 with Retry-After past the waiting limit instead of queueing without end', async () => {
    const queue = new HashQueue(1, 2);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => queue.run(() => later(5))),
    );
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as ApiError] : [],
    );
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error.statusCode).toBe(503);
      expect(error.retryAfter).toBeGreaterThan(0);
    }
    expect(queue.started).toBe(3);
  });

  it('frees its slot when a task fails', async () => {
    const queue = new HashQueue(1, 1);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
