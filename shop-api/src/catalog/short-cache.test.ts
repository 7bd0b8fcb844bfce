import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache';

/** A cache on a hand-moved clock, and a load that counts calls and can be held open. */
function setup() {
  let now = 0;
  let calls = 0;
  let release: () => void = () => {};
  const cache = new ShortCache<number>(1000, 3, () => now);
  const load =
    (hold = false) =>
    () => {
      const value = ++calls;
      return hold
        ? new Promise<number>((done) => (release = () => done(value)))
        : Promise.resolve(value);
    };
  return {
    cache,
    load,
    at: (ms: number) => (now = ms),
    calls: () => calls,
    release: () => release(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ShortCache', () => {
  it('shares one load between concurrent misses and reuses it for half the period', async () => {
    const { cache, load, at, calls } = setup();
    const [a, b] = await Promise.all([cache.get('k', load()), cache.get('k', load())]);
    expect([a, b, calls()]).toEqual([1, 1, 1]);
    at(499);
    expect(await cache.get('k', load())).toBe(1);
    expect(calls()).toBe(1);
  });

  it('refreshes in the background after half the period and never serves older than the period', async () => {
    const { cache, load, at, calls, release } = setup();
    await cache.get('k', load());
    at(600);
    // The refresh starts, the previous value is still young enough to serve.
    expect(await cache.get('k', load(true))).toBe(1);
    expect(calls()).toBe(2);
    at(1000);
    // Now the previous value is a full period old: the caller waits for the refresh.
    const waiting = cache.get('k', load());
    release();
    expect(await waiting).toBe(2);
    expect(calls()).toBe(2);
  });

  it('keeps the previous value when a refresh fails, and never keeps a failed first load', async () => {
    const { cache, load, at } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(await cache.get('k', load())).toBe(1);
    at(600);
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(1);
    await settle();
    expect(await cache.get('k', load())).toBe(1);
    await settle();
    at(700);
    expect(await cache.get('k', load())).toBe(2);
  });

  it('holds at most its size, dropping expired keys first', async () => {
    const { cache, load, at, calls } = setup();
    await cache.get('a', load());
    at(2000);
    await cache.get('b', load());
    await cache.get('c', load());
    await cache.get('d', load());
    expect(calls()).toBe(4);
    await cache.get('b', load());
    expect(calls()).toBe(4);
  });
});
