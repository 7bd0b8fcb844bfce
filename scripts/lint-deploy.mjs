#!/usr/bin/env node
// Lints what the images are made of: every nginx site rendered with the compose file's values
// and checked by `nginx -t`, the Dockerfiles (hadolint where installed, else dockerfile-utils'
// validator), and docker-compose.yml (`docker compose config`, or Debian's `docker-compose`;
// without either client the check says so and is left out). A missing nginx fails the lint.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
const run = (command, args) =>
  execFileSync(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });

console.log('Deploy lint');
check('nginx configuration of every site (nginx -t)', () => {
  const nginx = findNginx();
  if (!nginx) throw new Error(`nginx not found. ${NGINX_INSTALL_HINT}`);
  const dir = mkdtempSync(join(tmpdir(), 'shop-nginx-lint-'));
  try {
    const layout = nginxLayout(dir);
    const origin = (port) => `http://localhost:${port}`;
    renderMain(layout, { workers: 'auto', accessLog: '/dev/stdout' });
    const remotes = ['catalog', 'product', 'cartCheckout', 'account', 'auth'];
    const config = {
      apiBaseUrl: origin(8090),
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

check('docker-compose.yml', () => {
  if (has('docker', ['compose', 'version'])) {
    run('docker', ['compose', 'config', '--quiet']);
    return 'docker compose config';
  }
  if (has('docker-compose', ['version'])) {
    run('docker-compose', ['config', '--quiet']);
    return 'docker-compose config';
  }
  return 'not checked: no docker compose client ("apt-get install docker-compose" adds one)';
});

if (failures.length > 0) {
  console.error(`deploy lint: ${failures.length} failed`);
  process.exit(1);
}
