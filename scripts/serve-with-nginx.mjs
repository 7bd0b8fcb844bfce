#!/usr/bin/env node
// Serves the built shop as the images do: every static site by nginx with the configuration of
// deploy/nginx (rendered for this machine's ports by the images' own script), the API as its
// compiled server, on PostgreSQL when DATABASE_URL is set (else on PGlite in DATA_DIR).
//
//   node scripts/serve-with-nginx.mjs [--reset-database]
//
// --reset-database empties the DATABASE_URL database first (the e2e suite starts from the seed).
// Besides the shop's own ports, four sites on 3010-3013 serve the deploy journeys
// (e2e/deploy-*.spec.ts): two more hosts whose runtime configuration a journey changes, the
// previous release's host, and a site for remote builds deployed to new locations. SHOP_NGINX_DIR names the directory of the
// rendered configuration (default: a new temporary directory); it ends up in shop-sites.json.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from './mail-catcher.mjs';
import {
  findNginx,
  hostVariables,
  NGINX_INSTALL_HINT,
  nginxArgs,
  nginxLayout,
  remoteVariables,
  renderMain,
  renderSite,
  testConfig,
} from './nginx/nginx-sites.mjs';
import { extractPreviousRelease } from './nginx/previous-release.mjs';
import { resetDatabase } from './nginx/reset-database.mjs';
import { repoRoot, startChild, stopAll, stopOnSignals } from './processes.mjs';
import { API, distOf, HOST, printUrls, REMOTES, waitForUrl } from './shop-layout.mjs';

/** Ports of the deploy journeys' sites, beside the shop's 3000-3005 and 4000. */
const DEPLOY_SITE_PORTS = { deployHost: 3010, previousHost: 3011, releases: 3012, skewHost: 3013 };

const nginx = findNginx();
if (!nginx) {
  console.error(`nginx not found. ${NGINX_INSTALL_HINT}`);
  process.exit(1);
}
for (const app of [HOST, ...REMOTES, API]) {
  if (!existsSync(distOf(app))) {
    console.error(`${app.name}/dist is missing: run "pnpm build" first.`);
    process.exit(1);
  }
}
stopOnSignals(() => []);

const dir = process.env.SHOP_NGINX_DIR ?? mkdtempSync(join(tmpdir(), 'shop-nginx-'));
mkdirSync(dir, { recursive: true });
// nginx's workers run as an unprivileged user when it is started as root: they must read here.
chmodSync(dir, 0o755);
const layout = nginxLayout(dir);
const origin = (port) => `http://localhost:${port}`;
const localConfig = JSON.parse(
  readFileSync(join(repoRoot, 'host-shell', 'public', 'runtime-config.json'), 'utf8'),
);
const { deployHost, previousHost, skewHost } = DEPLOY_SITE_PORTS;
const hostOrigins = [HOST.port, deployHost, previousHost, skewHost]
  .map(origin)
  .concat(`http://127.0.0.1:${HOST.port}`);

const hostSite = (name, port, root) =>
  renderSite(
    layout,
    name,
    'host',
    hostVariables({ port, root, runtimeDir: join(dir, 'runtime', name), config: localConfig }),
  );

renderMain(layout);
hostSite('host', HOST.port, distOf(HOST));
for (const remote of REMOTES) {
  const variables = { port: remote.port, root: distOf(remote), allowedOrigins: hostOrigins };
  renderSite(layout, remote.remote, 'remote', remoteVariables(variables));
}

// The deploy journeys' sites: two hosts of their own (so changing their configuration never
// disturbs another journey), the previous release's host, and a site where remote builds are
// deployed, each in a directory of its own.
const releasesDir = join(dir, 'releases');
mkdirSync(releasesDir, { recursive: true });
hostSite('deploy-host', deployHost, distOf(HOST));
hostSite('skew-host', skewHost, distOf(HOST));
const previous = extractPreviousRelease(join(dir, 'previous-release'));
if (previous) {
  hostSite('previous-host', previousHost, previous.packages['host-shell']);
  for (const [name, packageDir] of Object.entries(previous.packages)) {
    if (name !== 'host-shell')
      cpSync(packageDir, join(releasesDir, `previous-${name}`), { recursive: true });
  }
}
renderSite(
  layout,
  'releases',
  'remote',
  remoteVariables({
    port: DEPLOY_SITE_PORTS.releases,
    root: releasesDir,
    allowedOrigins: hostOrigins,
  }),
);
writeFileSync(
  join(dir, 'shop-sites.json'),
  JSON.stringify({
    nginx,
    dir,
    releasesDir,
    previousRelease: previous?.release ?? null,
    origins: Object.fromEntries(
      Object.entries(DEPLOY_SITE_PORTS).map(([name, port]) => [name, origin(port)]),
    ),
  }),
);

testConfig(nginx, layout);

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && process.argv.includes('--reset-database')) await resetDatabase(databaseUrl);
// The password-reset journey reads the mailed link from MailDev's REST API.
const smtpUrl = await startMailCatcher();
startChild(API.name, 'pnpm', ['--filter', API.filter, 'start'], {
  env: {
    PORT: String(API.port),
    CORS_ORIGINS: hostOrigins.join(','),
    SMTP_URL: smtpUrl,
    PUBLIC_SHOP_URL: origin(HOST.port),
  },
  onExit: (code, signal) => {
    console.error(`shop-api stopped (${signal ?? `exit code ${code}`}); stopping the shop.`);
    void stopAll([], 1);
  },
});
startChild('nginx', nginx, nginxArgs(layout, '-g', 'daemon off;'), {
  onExit: (code, signal) => {
    console.error(`nginx stopped (${signal ?? `exit code ${code}`}); stopping the shop.`);
    void stopAll([], 1);
  },
});

const apiUp = await waitForUrl(`http://localhost:${API.port}/health`);
const hostUp = await waitForUrl(`${origin(HOST.port)}/runtime-config.json`, 10_000);
if (!apiUp || !hostUp) {
  console.error(`${apiUp ? 'nginx' : 'shop-api'} did not answer in time; stopping the shop.`);
  await stopAll([], 1);
}
console.log(`nginx configuration: ${dir} (database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
printUrls();
