import { describe, expect, it, vi } from 'vitest';
import { fetchManifestOnce, forgetManifest, manifestJson } from './manifest-fetch';

describe('fetchManifestOnce', () => {
  it('asks once for a manifest the page and the federation runtime both read', async () => {
    const load = vi.fn(async () => new Response('{"id":"catalog"}'));
    const url = 'https://catalog.example/mf-manifest.json';
    const forRuntime = await fetchManifestOnce(url, load);
    const forRoutes = await fetchManifestOnce(url, load);
    expect(await forRuntime.json()).toEqual({ id: 'catalog' });
    expect(await forRoutes.json()).toEqual({ id: 'catalog' });
    expect(load).toHaveBeenCalledTimes(1);
    forgetManifest(url);
    await fetchManifestOnce(url, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed answer', async () => {
    const load = vi.fn(async () => new Response('gone', { status: 503 }));
    const url = 'https://down.example/mf-manifest.json';
    vi.stubGlobal('fetch', load);
    await expect(manifestJson(url)).rejects.toThrow(/503/);
    await expect(manifestJson(url)).rejects.toThrow(/503/);
    expect(load).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
