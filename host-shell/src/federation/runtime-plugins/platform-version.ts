import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { platformMismatchMessage, unmetPlatformRange } from '../platform-compatibility';

/** The version of `@shop/shared-platform` this host was built with (set by the host's build). */
declare const __SHOP_PLATFORM_VERSION__: string;

export class PlatformVersionMismatchError extends Error {
  override name = 'PlatformVersionMismatchError';
}

/**
 * Checks each remote's manifest before any of its code runs: a remote built against a platform
 * this host does not provide fails to load (its "unavailable" panel, through the fallback plugin)
 * with a message naming both versions, instead of running against modules it does not know.
 */
export default function platformVersionPlugin(
  hostVersion: string = __SHOP_PLATFORM_VERSION__,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-platform-version',
    loadRemoteSnapshot(args) {
      const required = unmetPlatformRange(args.manifestJson?.shared, hostVersion);
      if (required) {
        const message = platformMismatchMessage(args.moduleInfo.name, required, hostVersion);
        console.error(message);
        throw new PlatformVersionMismatchError(message);
      }
      return args;
    },
  };
}
