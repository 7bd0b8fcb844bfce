#!/usr/bin/env node
// Builds the image of one package, from that package's folder (its `pnpm package` script):
//
//   pnpm --filter @shop/mfe-catalog package      # -> shop/mfe-catalog:<version>-<commit>
//
// The host and the remotes use deploy/docker/static-site.Dockerfile, the API its own. The build
// context is the workspace (the image installs from the lockfile); IMAGE_PREFIX (default `shop`)
// and IMAGE_TAG name the result; IMAGE_TARGET=backup builds the API's backup image
// (shop/shop-api-backup). With a Docker engine it runs `docker build`; without one (as on the
// project's machines) it builds with Podman through scripts/images/build.sh, the same Dockerfiles
// and local base images the CI step uses, tagged shop/<name>:<version>-<commit>.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { repoRoot } from './processes.mjs';

const packageDir = process.cwd();
const name = basename(packageDir);
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

const dockerfileArgs = (() => {
  // The API's image; the backup job's (target `backup`) with IMAGE_TARGET=backup.
  if (name === 'shop-api')
    return ['-f', 'deploy/docker/api.Dockerfile', '--target', process.env.IMAGE_TARGET ?? 'serve'];
  if (name === 'host-shell' || name.startsWith('mfe-')) {
    const kind = name === 'host-shell' ? 'host' : 'remote';
    return [
      '-f',
      'deploy/docker/static-site.Dockerfile',
      '--build-arg',
      `PACKAGE=${name}`,
      '--build-arg',
      `SITE_KIND=${kind}`,
    ];
  }
  console.error(`${name} is not deployed as an image of its own.`);
  process.exit(1);
})();

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot })
  .toString()
  .trim();
const imageName = process.env.IMAGE_TARGET === 'backup' ? `${name}-backup` : name;
const answers = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

if (!answers('docker', ['info'])) {
  if (!answers('podman', ['--version'])) {
    console.error(
      'Neither a Docker engine ("docker info") nor Podman answers: install one ' +
        '(apt-get install podman runc podman-compose mmdebstrap), see docs/operations/images.md.',
    );
    process.exit(1);
  }
  const tag = process.env.IMAGE_TAG ?? `${version}-${commit}`;
  const podman = spawnSync('scripts/images/build.sh', [imageName], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, SHOP_TAG: tag },
  });
  if (podman.status === 0) console.log(`Built shop/${imageName}:${tag} with Podman`);
  process.exit(podman.status ?? 1);
}
const image = `${process.env.IMAGE_PREFIX ?? 'shop'}/${imageName}:${process.env.IMAGE_TAG ?? `${version}-${commit}`}`;
const build = spawnSync('docker', ['build', ...dockerfileArgs, '-t', image, '.'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (build.status === 0) console.log(`Built ${image}`);
process.exit(build.status ?? 1);
