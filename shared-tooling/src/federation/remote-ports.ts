import { API, HOST, REMOTE_NAMES, REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts/runtime-config';

/** Placeholder contact details of a local shop; a deployment sets its real ones. */
export const LOCAL_CONTACT = {
  customerSupportEmail: 'support@shop.example',
  vendorSupportEmail: 'vendors@shop.example',
  hours: '24/7',
};

/**
 * Runtime configuration of a shop running with the ports of the remote manifest, as the
 * standalone harness and `host-shell/public/runtime-config.json` use it; a deployment replaces
 * that file with its own URLs. The API is the shop's own `/api` (decision 0017); pictures come
 * from the API's own address.
 */
export function localRuntimeConfig(hostname = 'localhost'): RuntimeConfig {
  const apiBaseUrl = `http://${hostname}:${HOST.port}/api`;
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://${hostname}:${REMOTES[name].port}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return {
    apiBaseUrl,
    storageBaseUrl: `http://${hostname}:${API.port}/storage/`,
    remotes,
    contact: LOCAL_CONTACT,
  };
}
