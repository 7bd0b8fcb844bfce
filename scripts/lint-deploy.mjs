#!/usr/bin/env node
// Lints what the images are made of: every nginx site rendered with the compose file's values
// and checked by `nginx -t`, nginx's behaviour at the edge (scripts/images/nginx-edge.test.mjs),
// the Dockerfiles (hadolint where installed, else dockerfile-utils' validator; their shared build
// stage identical), and docker-compose.yml (`docker compose config`, or Debian's
// `docker-compose`; without either client the check says so and is left out). A missing nginx
// fails the lint.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  findNginx,
  hostVariables,
  NGINX_INSTALL_HINT,
  nginxLayout,
  remoteVariables,
  renderMain,
  renderSite,
  testConfig,
} from './nginx/nginx-sites.mjs';
import { repoRoot } from './processes.mjs';

const DOCKERFILES = [
  'deploy/docker/static-site.Dockerfile',
  'deploy/docker/api.Dockerfile',
  'deploy/docker/render-service.Dockerfile',
];
const failures = [];
const check = (name, action) => {
  try {
    const note = action();
    console.log(`  ok    ${name}${note ? ` (${note})` : ''}`);
  } catch (error) {
    failures.push(name);
    console.error(`  FAIL  ${name}: ${error.message}`);
  }
};
const has = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const run = (command, args, env = process.env) =>
  execFileSync(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
const read = (file) => readFileSync(join(repoRoot, file), 'utf8');

console.log('Deploy lint');
check('nginx configuration of every site (nginx -t)', () => {
  const nginx = findNginx();
  if (!nginx) throw new Error(`nginx not found. ${NGINX_INSTALL_HINT}`);
  const dir = mkdtempSync(join(tmpdir(), 'shop-nginx-lint-'));
  try {
    const layout = nginxLayout(dir);
    const origin = (port) => `http://localhost:${port}`;
    renderMain(layout, { workers: 'auto', accessLog: '/dev/stdout' });
    const remotes = ['catalog', 'product', 'cartCheckout', 'account', 'auth', 'seller'];
    const config = {
      apiBaseUrl: `${origin(8080)}/api`,
      storageBaseUrl: `${origin(8090)}/storage/`,
      remotes: Object.fromEntries(
        remotes.map((name, i) => [name, `${origin(8081 + i)}/mf-manifest.json`]),
      ),
    };
    renderSite(
      layout,
      'host',
      'host',
      hostVariables({
        port: 8080,
        root: dir,
        runtimeDir: dir,
        config,
        render: { upstream: 'render:3020', site: 'host', resolver: '127.0.0.11' },
        api: 'api-proxy:8080',
      }),
    );
    renderSite(
      layout,
      'remote',
      'remote',
      remoteVariables({ port: 8081, root: dir, allowedOrigins: [origin(8080)] }),
    );
    renderSite(layout, 'api', 'api', {
      SHOP_LISTEN_PORT: '8090',
      SHOP_API_UPSTREAM: 'api:4000',
      SHOP_DNS_RESOLVER: '127.0.0.11',
    });
    testConfig(nginx, layout);
    return nginx;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

check('nginx at the edge (node --test scripts/images/nginx-edge.test.mjs)', () => {
  const result = spawnSync('node', ['--test', 'scripts/images/nginx-edge.test.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`\n${result.stdout}${result.stderr}`);
});

// The images reuse one build of the workspace only while the stage's text is the same.
check('one shared build stage in every Dockerfile', () => {
  const stage = (file) =>
    /# -- shared build stage[\s\S]*# -- end of the shared build stage/.exec(read(file))?.[0];
  const first = stage(DOCKERFILES[0]);
  for (const file of DOCKERFILES) {
    if (!stage(file)) throw new Error(`${file} has no shared build stage`);
    if (stage(file) !== first)
      throw new Error(`${file}'s build stage differs from ${DOCKERFILES[0]}'s`);
  }
});

// One tag per image (a remote is deployed alone), no Docker-only resolver, no default password.
check('docker-compose.yml: a tag per image, no default password, no fixed resolver', () => {
  const compose = read('docker-compose.yml');
  const tags = [...compose.matchAll(/image: shop\/([\w-]+):\$\{(SHOP_TAG_\w+):-latest\}/g)];
  const byImage = new Map(tags.map(([, image, tag]) => [image, tag]));
  // Eleven: the API, its proxy, the object store, the render service, the host and six remotes.
  if (byImage.size !== 11)
    throw new Error(`expected 11 shop images with a tag variable, found ${byImage.size}`);
  if (new Set(byImage.values()).size !== byImage.size)
    throw new Error('two images share a tag variable');
  if (/SHOP_TAG:-|127\.0\.0\.11|POSTGRES_PASSWORD:-/.test(compose))
    throw new Error('SHOP_TAG, 127.0.0.11 or a default POSTGRES_PASSWORD is back');
});

for (const file of DOCKERFILES) {
  check(file, () => {
    if (has('hadolint', ['--version'])) {
      run('hadolint', [file]);
      return 'hadolint';
    }
    // Syntax, instructions and their flags; hadolint's best-practice rules need its binary.
    run('pnpm', ['exec', 'dockerfile-utils', 'lint', file]);
    return 'dockerfile-utils; hadolint not installed';
  });
}

// Valid with a password, refused without one.
const composeConfig = (command, args) => {
  const secrets = { POSTGRES_PASSWORD: 'lint-only', S3_SECRET_ACCESS_KEY: 'lint-only' };
  const withPassword = { ...process.env, ...secrets };
  run(command, [...args, 'config', '--quiet'], withPassword);
  const { POSTGRES_PASSWORD: _, ...withoutPassword } = withPassword;
  let refused = false;
  try {
    run(command, [...args, 'config', '--quiet'], withoutPassword);
  } catch {
    refused = true;
  }
  if (!refused) throw new Error('docker-compose.yml is valid without POSTGRES_PASSWORD');
};
check('docker-compose.yml', () => {
  if (has('docker', ['compose', 'version'])) {
    composeConfig('docker', ['compose']);
    return 'docker compose config';
  }
  if (has('docker-compose', ['version'])) {
    composeConfig('docker-compose', []);
    return 'docker-compose config';
  }
  return 'not checked: no docker compose client ("apt-get install docker-compose" adds one)';
});

if (failures.length > 0) {
  console.error(`deploy lint: ${failures.length} failed`);
  process.exit(1);
}
