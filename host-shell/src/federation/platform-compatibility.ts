/**
 * The compatibility rule of `@shop/shared-platform`, the run-time package the host provides once
 * per page: a remote declares the version it was built with as a caret range (`^4.1.0`), and runs
 * on a host whose platform version satisfies it: the same major version, at least as new. A
 * remote built against a newer platform than the host's (or another major) would call modules
 * or exports the host does not have, so it is not loaded at all.
 */
export const PLATFORM_PACKAGE = '@shop/shared-platform';

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` satisfies `range`: a caret range (`^4.1.0`: 4.x.y from 4.1.0 on; `^0.3.1`:
 * 0.3.y from 0.3.1 on) or an exact version. A range in another form is not ours to judge: it
 * counts as satisfied and the federation runtime's own check applies.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const provided = parseVersion(version);
  const caret = range.trim().startsWith('^');
  const required = parseVersion(caret ? range.trim().slice(1) : range);
  if (!provided || !required) return true;
  if (!caret) return compare(provided, required) === 0;
  const sameLine = required[0] === 0 ? provided[1] === required[1] : true;
  return provided[0] === required[0] && sameLine && compare(provided, required) >= 0;
}

interface ManifestSharedEntry {
  name: string;
  requiredVersion?: string;
}

/**
 * The platform range a remote's manifest requires that `hostVersion` does not satisfy, or null
 * when the remote can run on this host.
 */
export function unmetPlatformRange(
  shared: readonly ManifestSharedEntry[] | undefined,
  hostVersion: string,
): string | null {
  for (const entry of shared ?? []) {
    const isPlatform =
      entry.name === PLATFORM_PACKAGE || entry.name.startsWith(`${PLATFORM_PACKAGE}/`);
    if (
      isPlatform &&
      entry.requiredVersion &&
      !satisfiesRange(hostVersion, entry.requiredVersion)
    ) {
      return entry.requiredVersion;
    }
  }
  return null;
}

/** The console message of a remote this host cannot run, naming both versions and the fix. */
export function platformMismatchMessage(remote: string, required: string, hostVersion: string) {
  return (
    `[shop] remote "${remote}" needs ${PLATFORM_PACKAGE} ${required}, but this host provides ` +
    `${hostVersion}: the remote stays unavailable until a host with a matching platform is ` +
    'deployed (a minor version: host first; a major: the host and every remote together).'
  );
}
