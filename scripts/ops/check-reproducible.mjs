#!/usr/bin/env node
// Proves that one commit gives the same bytes wherever it is built: the commit is unpacked
// (`git archive`) into two folders at different paths and depths, installed offline from the
// lockfile, built, and every file of every package's dist/ compared by SHA-256. Prints each
// difference and exits 1 when there is one. See docs/operations/reproducible-builds.md.
//
//   node scripts/ops/check-reproducible.mjs [--ref <commit>] [--keep] [--reuse-build]
//                                           [--filter <pnpm filter>...]
//
// --filter narrows the build (e.g. `--filter {./host-shell}...`); without it every package but
// the journeys is built, as the images do. --keep leaves both folders for a closer look.
// --reuse-build takes this checkout's own dist/ (just built by `pnpm build`, as in `pnpm test`)
// as the first build: one install and one build instead of two. It needs a working tree equal
// to HEAD, and compares only the packages the filter builds.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../processes.mjs';

const { values } = parseArgs({
  options: {
    ref: { type: 'string', default: 'HEAD' },
    keep: { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
    filter: { type: 'string', multiple: true, default: ['!./e2e'] },
  },
});

const started = Date.now();
const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function step(label, command, args, cwd) {
  const at = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`${label} failed in ${cwd}`);
  }
  console.log(`  ${label}: ${elapsed(at)}`);
}

/**
 * Every file under each package's dist/, as `package/dist/path -> sha256`; only the packages
 * `only` names when given.
 */
function distHashes(root, only) {
  const hashes = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        hashes.set(
          relative(root, path),
          createHash('sha256').update(readFileSync(path)).digest('hex'),
        );
    }
  };
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const dist = join(root, entry.name, 'dist');
    if (only && !only.has(entry.name)) continue;
    if (entry.isDirectory() && entry.name !== 'node_modules' && existsSync(dist)) walk(dist);
  }
  return hashes;
}

/** The packages (folder names) with a dist/ under `root`. */
const builtPackages = (root) =>
  new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'dist')))
      .map((entry) => entry.name),
  );

const reuse = values['reuse-build'];
if (reuse) {
  // The checkout's own build is the first one only if it was built from exactly this commit.
  const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: repoRoot,
  }).toString();
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot }).toString();
  const ref = execFileSync('git', ['rev-parse', values.ref], { cwd: repoRoot }).toString();
  if (changed !== '' || head !== ref) {
    console.error('--reuse-build needs a working tree equal to HEAD (and no --ref)');
    process.exit(2);
  }
}

// Two paths of different lengths and depths: absolute paths that leak into the output show.
const roots = [
  reuse ? undefined : mkdtempSync(join(tmpdir(), 'shop-repro-a-')),
  mkdtempSync(join(tmpdir(), 'shop-repro-b-')),
].filter((dir) => dir !== undefined);
const checkouts = roots.map((root, index) =>
  index === roots.length - 1 ? join(root, 'a', 'deeper', 'checkout') : root,
);
const commit = execFileSync('git', ['rev-parse', values.ref], { cwd: repoRoot }).toString().trim();
console.log(
  `Reproducible build of ${commit.slice(0, 12)} (${values.filter.join(' ')})${
    reuse ? `, first build: ${repoRoot}` : ''
  }`,
);
const results = [];
try {
  for (const dir of checkouts) {
    console.log(dir);
    mkdirSync(dir, { recursive: true });
    const unpackStarted = Date.now();
    const archive = execFileSync('git', ['archive', '--format=tar', commit], {
      cwd: repoRoot,
      maxBuffer: 1 << 30,
    });
    const unpack = spawnSync('tar', ['-x', '-C', dir], { input: archive });
    if (unpack.status !== 0) throw new Error(`tar failed: ${unpack.stderr}`);
    console.log(`  unpack: ${elapsed(unpackStarted)}`);
    step('install', 'pnpm', ['install', '--frozen-lockfile', '--offline'], dir);
    const filters = values.filter.flatMap((filter) => ['--filter', filter]);
    step('build', 'pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], dir);
    if (reuse) {
      const built = builtPackages(dir);
      results.push(distHashes(repoRoot, built), distHashes(dir, built));
    } else results.push(distHashes(dir));
  }
} finally {
  if (!values.keep) {
    const at = Date.now();
    for (const dir of roots) rmSync(dir, { recursive: true, force: true });
    console.log(`  clean-up: ${elapsed(at)}`);
  }
}

const [a, b] = results;
const differences = [];
for (const [file, hash] of a) {
  if (!b.has(file)) differences.push(`only in the first:  ${file}`);
  else if (b.get(file) !== hash) differences.push(`different:          ${file}`);
}
for (const file of b.keys()) if (!a.has(file)) differences.push(`only in the second: ${file}`);
for (const line of differences.sort()) console.log(`  ${line}`);
console.log(
  `${a.size} files compared in ${elapsed(started)}: ${
    differences.length === 0 ? 'identical' : `${differences.length} differ`
  }`,
);
if (a.size === 0) {
  console.error('no dist/ file was built: nothing was compared');
  process.exit(1);
}
process.exit(differences.length === 0 ? 0 : 1);
