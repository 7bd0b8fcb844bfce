import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * A remote's manifest or entry script that fails once (deploy in progress, flaky network) is
 * fetched again a few times before the shopper sees the "unavailable" panel.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const plugin = RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
  // The retry plugin is typed against an older runtime; its hooks are the same.
  return plugin as unknown as ModuleFederationRuntimePlugin;
}
