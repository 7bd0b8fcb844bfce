import type { ShopRoute } from '@shop/shared-contracts/remotes/route-declaration';
import { SERVER_BUILD_DIR } from '@shop/shared-contracts/render/render-contract';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { setRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { resolveShopRoutes } from '../federation/published-routes';
import { registerShopRemotes } from '../federation/remote-registry';
import { type ManifestLike, remoteVersionOf } from '../federation/remote-version';

/** A remote's server build is published beside its browser build: `<folder>/server/`. */
export function serverManifestUrl(browserManifestUrl: string): string {
  return new URL(`${SERVER_BUILD_DIR}/mf-manifest.json`, browserManifestUrl).href;
}

let registered: string | undefined;
const manifests = new Map<string, Promise<unknown>>();

/**
 * A remote's browser manifest, read once per worker and configuration (the render service starts
 * new workers when a manifest changes). A failed read is not kept: the next render asks again.
 */
function browserManifest(url: string): Promise<unknown> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url).then((answer) => {
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}.`);
      return answer.json() as Promise<unknown>;
    });
    manifest.catch(() => manifests.delete(url));
    manifests.set(url, manifest);
  }
  return manifest;
}

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
  manifests.clear();
}

/** The routes the configured remotes publish (`shop-routes.ts`), as the browser gets them. */
export function serverShopRoutes(config: RuntimeConfig): Promise<ShopRoute[]> {
  return resolveShopRoutes(config.remotes, browserManifest);
}

/** The version of the remote's browser build (`remoteVersionOf`), which the browser checks. */
export function browserVersionOf(
  config: RuntimeConfig,
  remote: RemoteName,
): Promise<string | undefined> {
  const url = config.remotes[remote];
  if (!url) return Promise.resolve(undefined);
  return browserManifest(url)
    .then((manifest) => remoteVersionOf(manifest as ManifestLike))
    .catch(() => undefined);
}
