import { type ManifestLike, remoteVersionOf } from './remote-version';

const loaded = new Map<string, string>();

export function recordRemoteVersion(remote: string, manifest: ManifestLike): void {
  loaded.set(remote, remoteVersionOf(manifest));
}

/**
 * The remotes whose version the server named but the browser loaded differently: a remote was
 * deployed between the render and now. Such a page is rendered anew, not hydrated, so server
 * markup of one version never meets client code of another.
 */
export function remotesOutOfStep(
  serverVersions: Readonly<Record<string, string | undefined>>,
): string[] {
  return Object.entries(serverVersions)
    .filter(([remote, version]) => version !== undefined && loaded.get(remote) !== version)
    .map(([remote]) => remote);
}
