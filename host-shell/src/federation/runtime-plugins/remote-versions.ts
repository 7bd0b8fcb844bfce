import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteVersion } from '../loaded-remote-versions';

/**
 * Notes the version of each remote's manifest as the runtime reads it, so the page can tell
 * whether the server rendered it with the same remote versions before hydrating it.
 */
export default function remoteVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-versions',
    loadRemoteSnapshot(args) {
      if (args.manifestJson) recordRemoteVersion(args.moduleInfo.name, args.manifestJson);
      return args;
    },
  };
}
