/**
 * Runtime configuration served beside the host as `/runtime-config.json`, replaceable per
 * deployment: pointing the host at a newly deployed remote needs no rebuild.
 */
import type { RemoteName } from './remotes/remote-manifest';

/** The remotes are declared once, in the remote manifest. */
export type { RemoteName };

export interface RuntimeConfig {
  /** Base URL of the shop API, without the `/v1` suffix, e.g. `http://localhost:4000`. */
  apiBaseUrl: string;
  /** Base URL that image paths are appended to, e.g. `http://localhost:4000/storage/`. */
  storageBaseUrl: string;
  /** Each remote's `mf-manifest.json` URL. */
  remotes: Record<RemoteName, string>;
}
