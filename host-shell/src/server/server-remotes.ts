import { SERVER_BUILD_DIR } from '@shop/shared-contracts/render/render-contract';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { setRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { registerShopRemotes } from '../federation/remote-registry';
import { remoteVersionOf } from '../federation/remote-version';

/** A remote's server build is published beside its browser build: `<folder>/server/`. */
export function serverManifestUrl(browserManifestUrl: string): string {
  return new URL(`${SERVER_BUILD_DIR}/mf-manifest.json`, browserManifestUrl).href;
}

let registered: string | undefined;
const versions = new Map<string, Promise<string | undefined>>();

/**
 * Points the federation runtime at the remotes' server builds. A worker renders for one set of
 * remote versions (the render service starts new workers when they change), so this runs once
 * per configuration and the runtime's module cache stays valid for the worker's life.
 */
export function useRuntimeConfig(config: RuntimeConfig): void {
  const key = JSON.stringify(config);
  if (registered === key) return;
  setRuntimeConfig(config);
  // Through the registry the browser uses too, so a remote that failed to load (a deploy in
  // progress, a network blip) is loaded afresh by the next render instead of answered from the
  // federation runtime's cache of the failure for the rest of the worker's life.
  registerShopRemotes(config, { entryOf: serverManifestUrl, force: registered !== undefined });
  registered = key;
  versions.clear();
}

/** The version of the remote's browser build (`remoteVersionOf`), which the browser checks. */
export function browserVersionOf(
  config: RuntimeConfig,
  remote: RemoteName,
): Promise<string | undefined> {
  const url = config.remotes[remote];
  if (!url) return Promise.resolve(undefined);
  let version = versions.get(url);
  if (!version) {
    version = fetch(url)
      .then((answer) => (answer.ok ? answer.json() : undefined))
      .then((manifest) => (manifest ? remoteVersionOf(manifest) : undefined))
      .catch(() => undefined)
      .then((found) => {
        // A failed read is asked again by the next render, not remembered for the worker's life.
        if (found === undefined) versions.delete(url);
        return found;
      });
    versions.set(url, version);
  }
  return version;
}
