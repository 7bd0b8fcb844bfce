import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { fetchManifestOnce } from '../manifest-fetch';

/**
 * A remote's manifest or entry script that fails once (deploy in progress, flaky network) is
 * fetched again a few times before the shopper sees the "unavailable" panel. A manifest the page
 * already asked for (its routes, on a static shell) is taken from that request, never fetched twice.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  // The retry plugin is typed against an older runtime; its hooks are the same.
  const plugin = RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 500 },
  }) as unknown as ModuleFederationRuntimePlugin;
  const retryingFetch = plugin.fetch;
  if (!retryingFetch) return plugin;
  return {
    ...plugin,
    fetch(url, init, ...rest) {
      const load = (manifestUrl: string) =>
        retryingFetch(manifestUrl, init, ...rest) as Promise<Response>;
      return url.endsWith('/mf-manifest.json') ? fetchManifestOnce(url, load) : load(url);
    },
  };
}
