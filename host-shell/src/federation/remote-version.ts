/**
 * A remote's deployed version as both sides can tell it from its browser manifest: the package
 * version plus a digest of the file names of its exposed modules (their names carry content
 * hashes), so two deploys of the same package version still differ.
 */
export interface ManifestLike {
  metaData?: { buildInfo?: { buildVersion?: string } };
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** FNV-1a, 32 bit: short and stable; nothing here needs to resist an attacker. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function remoteVersionOf(manifest: ManifestLike): string {
  const files = (manifest.exposes ?? [])
    .flatMap((expose) => [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.js?.async ?? [])])
    .sort();
  const version = manifest.metaData?.buildInfo?.buildVersion ?? '0';
  return `${version}+${digest(files.join('\n'))}`;
}
