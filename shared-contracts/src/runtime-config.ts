/**
 * Runtime configuration served beside the host as `/runtime-config.json`, replaceable per
 * deployment: pointing the host at a newly deployed remote needs no rebuild.
 */
/**
 * A remote's Module Federation name, also its i18n namespace. Any name: a remote the host's build
 * never heard of is added to the runtime configuration, with the routes its manifest publishes.
 * The workspace's own remotes are `RemoteName` of `remotes/remote-manifest`.
 */
export type RemoteName = string;

/** Where the host serves it: the host's entry reads it, and the document preloads it. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export interface RuntimeConfig {
  /** Base URL of the shop API, without the `/v1` suffix, e.g. `http://localhost:4000`. */
  apiBaseUrl: string;
  /** Base URL that image paths are appended to, e.g. `http://localhost:4000/storage/`. */
  storageBaseUrl: string;
  /** Each remote's `mf-manifest.json` URL by its name. */
  remotes: Record<RemoteName, string>;
  /** How shoppers and vendors reach the shop; the account's about tab shows what is given. */
  contact?: ShopContact;
}

/** Contact details set per deployment, so changing them needs no rebuild of any remote. */
export interface ShopContact {
  customerSupportEmail?: string;
  vendorSupportEmail?: string;
  /** Business hours as shown to the shopper in every language, e.g. "24/7". */
  hours?: string;
}
