import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';

/** Local ports of the port plan (team brief); production URLs come from /runtime-config.json. */
export const REMOTE_PORTS: Record<RemoteName, number> = {
  catalog: 3001,
  product: 3002,
  cartCheckout: 3003,
  account: 3004,
  auth: 3005,
};

export const HOST_PORT = 3000;
export const API_PORT = 4000;

/** Runtime configuration of a shop running on localhost with the default ports. */
export function localRuntimeConfig(hostname = 'localhost'): RuntimeConfig {
  const apiBaseUrl = `http://${hostname}:${API_PORT}`;
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [
      name,
      `http://${hostname}:${port}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  return { apiBaseUrl, storageBaseUrl: `${apiBaseUrl}/storage/`, remotes };
}
