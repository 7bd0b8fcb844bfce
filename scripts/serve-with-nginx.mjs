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
// The hosts' documents are rendered by one render service on port 3020 (each host site with its
// own runtime configuration), except the previous release's (which predates server rendering)
// and 3014's, whose render service is never started: it proves the fallback to the static document.
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
import {
  API,
  distOf,
  HOST,
  printUrls,
  REMOTES,
  RENDER_SERVICE,
  waitForUrl,
} from './shop-layout.mjs';

/** Ports of the deploy journeys' sites, beside the shop's 3000-3005 and 4000. */
const DEPLOY_SITE_PORTS = {
  deployHost: 3010,
  previousHost: 3011,
  releases: 3012,
  skewHost: 3013,
  renderDownHost: 3014,
};
/** Where 3014's documents are sent: no one listens there. */
const DEAD_RENDER_PORT = 3029;

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
const { deployHost, previousHost, skewHost, renderDownHost } = DEPLOY_SITE_PORTS;
const hostOrigins = [HOST.port, deployHost, previousHost, skewHost, renderDownHost]
  .map(origin)
  .concat(`http://127.0.0.1:${HOST.port}`);

const runtimeDirOf = (name) => join(dir, 'runtime', name);
/** `renderPort`: the render service that renders the site's documents (none: static document). */
const hostSite = (name, port, root, renderPort) =>
  renderSite(
    layout,
    name,
    'host',
    hostVariables({
      port,
      root,
      runtimeDir: runtimeDirOf(name),
      // Each host site serves the API at its own /api/, as the images do (decision 0017).
      config: { ...localConfig, apiBaseUrl: `${origin(port)}/api` },
      render: renderPort && { upstream: `127.0.0.1:${renderPort}`, site: name },
      api: `127.0.0.1:${API.port}`,
    }),
  );

renderMain(layout);
hostSite('host', HOST.port, distOf(HOST), RENDER_SERVICE.port);
for (const remote of REMOTES) {
  const variables = { port: remote.port, root: distOf(remote), allowedOrigins: hostOrigins };
  renderSite(layout, remote.remote, 'remote', remoteVariables(variables));
}

// The deploy journeys' sites: two hosts of their own (so changing their configuration never
// disturbs another journey), the previous release's host, and a site where remote builds are
// deployed, each in a directory of its own.
const releasesDir = join(dir, 'releases');
mkdirSync(releasesDir, { recursive: true });
hostSite('deploy-host', deployHost, distOf(HOST), RENDER_SERVICE.port);
hostSite('skew-host', skewHost, distOf(HOST), RENDER_SERVICE.port);
hostSite('render-down-host', renderDownHost, distOf(HOST), DEAD_RENDER_PORT);
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
    // The demo shop: an empty database gets the demo catalogue and accounts.
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    CORS_ORIGINS: hostOrigins.join(','),
    SMTP_URL: smtpUrl,
    PUBLIC_SHOP_URL: origin(HOST.port),
  },
  onExit: (code, signal) => {
    console.error(`shop-api stopped (${signal ?? `exit code ${code}`}); stopping the shop.`);
    void stopAll([], 1);
  },
});
// One render service for every rendering host site, each with its own runtime configuration
// (nginx names the site in X-Shop-Site); nginx sets the policy and the nonce. The journeys poll
// the remotes every 2 s so a redeploy is rendered soon.
const renderedSite = (name, port) => ({
  runtimeConfigFile: join(runtimeDirOf(name), 'runtime-config.json'),
  origin: origin(port),
});
startChild(
  RENDER_SERVICE.name,
  'pnpm',
  ['--filter', RENDER_SERVICE.filter, 'start', '--public=false'],
  {
    env: {
      PORT: String(RENDER_SERVICE.port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin(HOST.port),
      RUNTIME_CONFIG_FILE: join(runtimeDirOf('host'), 'runtime-config.json'),
      RENDER_SITES: JSON.stringify({
        'deploy-host': renderedSite('deploy-host', deployHost),
        'skew-host': renderedSite('skew-host', skewHost),
      }),
      VERSION_POLL_MS: process.env.VERSION_POLL_MS ?? '2000',
      LOG_LEVEL: process.env.RENDER_LOG_LEVEL ?? 'warn',
    },
    onExit: (code, signal) => {
      console.error(
        `render-service stopped (${signal ?? `exit code ${code}`}); stopping the shop.`,
      );
      void stopAll([], 1);
    },
  },
);
startChild('nginx', nginx, nginxArgs(layout, '-g', 'daemon off;'), {
  onExit: (code, signal) => {
    console.error(`nginx stopped (${signal ?? `exit code ${code}`}); stopping the shop.`);
    void stopAll([], 1);
  },
});

const apiUp = await waitForUrl(`http://localhost:${API.port}/health`);
// Documents are answered at once (the static one until a generation is ready); rendering starts
// when the remotes answer, here already.
const serverBuild = existsSync(join(distOf(HOST), 'server', 'index.js'));
if (!serverBuild || !(await waitForUrl(`http://127.0.0.1:${RENDER_SERVICE.port}/readyz`, 30_000)))
  console.warn('render-service: no generation ready; documents are the static shell for now.');
const hostUp = await waitForUrl(`${origin(HOST.port)}/runtime-config.json`, 10_000);
if (!apiUp || !hostUp) {
  console.error(`${apiUp ? 'nginx' : 'shop-api'} did not answer in time; stopping the shop.`);
  await stopAll([], 1);
}
console.log(`nginx configuration: ${dir} (database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
printUrls();
