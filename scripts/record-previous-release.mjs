#!/usr/bin/env node
// Records the builds the version-skew and rollback journeys serve as "the previous release": the
// host and the remotes a shopper walks through to the cart (and auth and account) built at a git
// ref (default HEAD), without the .br/.gz copies, as small tarballs in deploy/previous-release/
// with the ref's commit and platform version in release.json.
//
//   pnpm record:previous-release [git-ref]
//
// Run it when a release is cut (before raising @shop/shared-platform's version), and commit the
// result: CI then tests the next changes against it without needing the git history.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREVIOUS_RELEASE_DIR } from './nginx/previous-release.mjs';
import { repoRoot } from './processes.mjs';

const PACKAGES = [
  'host-shell',
  'mfe-auth',
  'mfe-catalog',
  'mfe-product',
  'mfe-cart-checkout',
  'mfe-account',
];
const ref = process.argv[2] ?? 'HEAD';

const sh = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trim();

const commit = sh('git', ['rev-parse', ref], repoRoot);
const worktree = mkdtempSync(join(tmpdir(), 'shop-previous-release-'));
try {
  sh('git', ['worktree', 'add', '--detach', worktree, commit], repoRoot);
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
    cwd: worktree,
    stdio: 'inherit',
  });
  for (const name of PACKAGES) {
    execFileSync('pnpm', ['--filter', `./${name}`, 'build'], { cwd: worktree, stdio: 'inherit' });
  }
  const platformVersion = JSON.parse(
    readFileSync(join(worktree, 'shared-platform', 'package.json'), 'utf8'),
  ).version;
  rmSync(PREVIOUS_RELEASE_DIR, { recursive: true, force: true });
  mkdirSync(PREVIOUS_RELEASE_DIR, { recursive: true });
  for (const name of PACKAGES) {
    const archive = join(PREVIOUS_RELEASE_DIR, `${name}.tar.gz`);
    sh(
      'tar',
      [
        '-czf',
        archive,
        '--exclude=*.br',
        '--exclude=*.gz',
        // The previous host is served without the render service: its server build (13 MB)
        // would only weigh on the repository. The remotes' server builds render on today's host.
        ...(name === 'host-shell' ? ['--exclude=./server'] : []),
        '-C',
        join(worktree, name, 'dist'),
        '.',
      ],
      repoRoot,
    );
  }
  const release = {
    commit,
    platformVersion,
    recordedAt: new Date().toISOString(),
    packages: PACKAGES,
  };
  writeFileSync(
    join(PREVIOUS_RELEASE_DIR, 'release.json'),
    `${JSON.stringify(release, null, 2)}\n`,
  );
  console.log(`Recorded ${PACKAGES.join(', ')} of ${commit} (platform ${platformVersion}).`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}
