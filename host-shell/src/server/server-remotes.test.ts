import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes }));

const { markRemoteFailed, resetFailedRemote } = await import('../federation/remote-registry');
const { browserVersionOf, useRuntimeConfig } = await import('./server-remotes');

const config = {
  apiBaseUrl: 'http://api.test',
  remotes: { catalog: 'http://catalog.test/mf-manifest.json' },
} as unknown as RuntimeConfig;

describe("the render worker's remotes", () => {
  beforeEach(() => registerRemotes.mockClear());

  it('are the server builds beside the browser builds', () => {
    useRuntimeConfig(config);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://catalog.test/server/mf-manifest.json' }],
      { force: false },
    );
  });

  it('load afresh after a failure, from the server build again', () => {
    useRuntimeConfig(config);
    markRemoteFailed('catalog');
    expect(resetFailedRemote('catalog')).toBe(true);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'catalog', entry: 'http://catalog.test/server/mf-manifest.json' }],
      { force: true },
    );
    // Only once per failure: a working remote keeps its cached modules.
    expect(resetFailedRemote('catalog')).toBe(false);
  });

  it("ask a remote's version again after a failed read", async () => {
    const manifest = { metaData: { buildInfo: { buildVersion: '1.2.0' } }, exposes: [] };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(new Response(JSON.stringify(manifest)));
    const other = { ...config, remotes: { catalog: 'http://catalog.test/v2/mf-manifest.json' } };
    useRuntimeConfig(other as RuntimeConfig);
    expect(await browserVersionOf(other as RuntimeConfig, 'catalog')).toBeUndefined();
    expect(await browserVersionOf(other as RuntimeConfig, 'catalog')).toMatch(/^1\.2\.0\+/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockRestore();
  });
});
