import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache';

function clockedCache() {
  let now = 0;
  const cache = new RefreshingCache<string>(1000, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('RefreshingCache', () => {
  it('loads again only after the period', async () => {
    const { cache, advance } = clockedCache();
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('k', load)).toBe('v1');
    advance(999);
    expect(await cache.get('k', load)).toBe('v1');
    advance(2);
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('serves the last good value when a reload fails, and fails without one', async () => {
    const { cache, advance } = clockedCache();
    const failing = () => Promise.reject(new Error('API down'));
    await expect(cache.get('k', failing)).rejects.toThrow('API down');
    await cache.get('k', async () => 'good');
    advance(5000);
    expect(await cache.get('k', failing)).toBe('good');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = clockedCache();
    let loads = 0;
    const load = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['v1', 'v1']);
    expect(loads).toBe(1);
  });
});
