import {
  type RemoteName,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  type ShopContact,
} from '@shop/shared-contracts/runtime-config';

/**
 * A Module Federation name, also the remote's i18n namespace: any JavaScript identifier, so a
 * remote this host was never built with is added by naming it here (its routes come from its
 * manifest, `shop-routes.ts`).
 */
const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Checks the deployment-provided JSON, naming the first bad field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new Error('runtime-config.json must hold a JSON object.');
  const { apiBaseUrl, storageBaseUrl, remotes } = raw;
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl) {
    throw new Error('runtime-config.json: "apiBaseUrl" must be a URL.');
  }
  if (typeof storageBaseUrl !== 'string' || !storageBaseUrl) {
    throw new Error('runtime-config.json: "storageBaseUrl" must be a URL.');
  }
  if (!isRecord(remotes)) throw new Error('runtime-config.json: "remotes" must be an object.');
  const manifests: Record<RemoteName, string> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!REMOTE_NAME.test(name)) {
      throw new Error(`runtime-config.json: "remotes.${name}" is not a valid remote name.`);
    }
    if (typeof url !== 'string' || !url) {
      throw new Error(`runtime-config.json: "remotes.${name}" must be the remote's manifest URL.`);
    }
    manifests[name] = url;
  }
  // The optional contact details are passed on as given: the about tab shows only the text
  // values among them, so a malformed entry never stops the shop from starting.
  const contact = isRecord(raw.contact) ? { contact: raw.contact as ShopContact } : {};
  return { apiBaseUrl, storageBaseUrl, remotes: manifests, ...contact };
}

/** Reads `/runtime-config.json` beside the host; never cached, so a redeploy takes effect at once. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return parseRuntimeConfig(await response.json());
}
