// A remote deployed while traffic runs, without touching the host: the catalog's site root is a
// symbolic link to one release folder (releases/<id>/: the browser build, its server build under
// server/, every manifest with its .br and .gz). A deploy copies the new build into a new folder,
// adds the previous release's hashed files a page or a render generation may still ask for, and
// swaps the link in one rename: the manifest, its compressed copies, the translations and the
// server build change together, for every request after the swap.
import { execFile as execFileCallback } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../processes.mjs';

const execFile = promisify(execFileCallback);

/** The catalog's site under `dir`: `current` -> releases/<id>, a copy of `distDir`. */
export function setupRemoteSite(dir, id, distDir) {
  const site = join(dir, 'catalog-site');
  mkdirSync(join(site, 'releases'), { recursive: true });
  cpSync(distDir, join(site, 'releases', id), { recursive: true });
  symlinkSync(join('releases', id), join(site, 'current'));
  return { site, root: join(site, 'current'), current: id };
}

/** Deploys `distDir` as release `id`: a new folder, then the link swapped in one rename. */
export function deployRemoteRelease(remoteSite, id, distDir) {
  const { site, current } = remoteSite;
  const target = join(site, 'releases', id);
  const staging = `${target}.staging`;
  cpSync(distDir, staging, { recursive: true });
  // Chunks of the previous release stay reachable (hashed names never clash); its manifest,
  // translations and server build do not come along.
  cpSync(join(site, 'releases', current, 'static'), join(staging, 'static'), {
    recursive: true,
    force: false,
  });
  renameSync(staging, target);
  const link = join(site, 'current.next');
  symlinkSync(join('releases', id), link);
  renameSync(link, join(site, 'current'));
  remoteSite.current = id;
}

/**
 * Builds the catalog again from a copy of its sources, its home page exporting the release's id
 * (so its chunks, browser and server, and its manifest change as in a real release). Returns the
 * copy's dist/ folder.
 */
export async function buildCatalogRelease(id) {
  const source = join(repoRoot, 'mfe-catalog');
  const copy = mkdtempSync(join(tmpdir(), 'shop-rollout-catalog-'));
  for (const entry of ['src', 'public', 'package.json', 'rsbuild.config.ts'])
    cpSync(join(source, entry), join(copy, entry), { recursive: true });
  const tsconfig = readFileSync(join(source, 'tsconfig.json'), 'utf8');
  writeFileSync(
    join(copy, 'tsconfig.json'),
    tsconfig.replace(
      '"../tsconfig.base.json"',
      JSON.stringify(join(repoRoot, 'tsconfig.base.json')),
    ),
  );
  symlinkSync(join(source, 'node_modules'), join(copy, 'node_modules'));
  const homePage = join(copy, 'src', 'home', 'home-page.tsx');
  writeFileSync(
    homePage,
    `${readFileSync(homePage, 'utf8')}\nexport const shopRelease = ${JSON.stringify(id)};\n`,
  );
  await execFile(join(source, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dist = join(copy, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json')))
    throw new Error('the release build has no manifest');
  return dist;
}
