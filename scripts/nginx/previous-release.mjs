// The recorded builds of the shop's previous release (deploy/previous-release): the host and one
// remote as they were built from the previous platform version, so the version-skew journeys run
// on a fresh clone without its git history. `pnpm record:previous-release <git-ref>` records them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../processes.mjs';

export const PREVIOUS_RELEASE_DIR = join(repoRoot, 'deploy', 'previous-release');

/**
 * @typedef {{ commit: string, platformVersion: string, recordedAt: string, packages: string[] }} Release
 * @returns {{ release: Release, packages: Record<string, string> } | null} each package's
 *   extracted dist/ under `targetDir`, or null when no release is recorded.
 */
export function extractPreviousRelease(targetDir) {
  const releaseFile = join(PREVIOUS_RELEASE_DIR, 'release.json');
  if (!existsSync(releaseFile)) return null;
  /** @type {Release} */
  const release = JSON.parse(readFileSync(releaseFile, 'utf8'));
  const packages = {};
  for (const name of release.packages) {
    const target = join(targetDir, name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(PREVIOUS_RELEASE_DIR, `${name}.tar.gz`), '-C', target]);
    packages[name] = target;
  }
  return { release, packages };
}
