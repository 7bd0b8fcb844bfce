#!/usr/bin/env node
// Builds the shop (unless --no-build) and serves it on the ports of the remote manifest: the
// host's port by the render service (server-rendered pages and the host's static files), the
// remotes by static servers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_INBOX_URL, startMailCatcher } from './mail-catcher.mjs';
import { run, startChild, stopAll, stopOnSignals } from './processes.mjs';
import {
  API,
  distOf,
  HOST,
  printUrls,
  REMOTES,
  RENDER_SERVICE,
  waitForUrl,
} from './shop-layout.mjs';
import { serveStatic } from './static-server.mjs';

const servers = [];
stopOnSignals(() => servers);

if (!process.argv.includes('--no-build')) {
  const code = await run('pnpm', ['build']);
  if (code !== 0) {
    console.error('Build failed: the shop was not started.');
    process.exit(code);
  }
}

for (const app of [HOST, ...REMOTES, API]) {
  if (!existsSync(distOf(app))) {
    console.error(`${app.name}/dist is missing: run "pnpm build" (or start without --no-build).`);
    process.exit(1);
  }
}

// Every mail of the shop (reset links, sign-up and order confirmations) lands in MailDev.
const smtpUrl = await startMailCatcher();
startChild(API.name, 'pnpm', ['--filter', API.filter, 'start'], {
  env: {
    PORT: String(API.port),
    // The demo shop: an empty database gets the demo catalogue and accounts.
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    SMTP_URL: smtpUrl,
    PUBLIC_SHOP_URL: `http://localhost:${HOST.port}`,
  },
  onExit: (code, signal) => {
    console.error(`shop-api stopped (${signal ?? `exit code ${code}`}); stopping the shop.`);
    void stopAll(servers, 1);
  },
});

// The public server on the host's port; it renders with the configuration the browser reads.
startChild(RENDER_SERVICE.name, 'pnpm', ['--filter', RENDER_SERVICE.filter, 'start'], {
  env: {
    PORT: String(HOST.port),
    PUBLIC_ORIGIN: `http://localhost:${HOST.port}`,
    // The API at the shop's own /api/ (runtime-config.json says so), as nginx serves it.
    API_UPSTREAM: `http://localhost:${API.port}`,
    RUNTIME_CONFIG_FILE: join(distOf(HOST), 'runtime-config.json'),
  },
  onExit: (code, signal) => {
    console.error(`render-service stopped (${signal ?? `exit code ${code}`}); stopping the shop.`);
    void stopAll(servers, 1);
  },
});

try {
  for (const remote of REMOTES) {
    servers.push(await serveStatic({ dir: distOf(remote), port: remote.port, cors: true }));
  }
} catch (error) {
  console.error(`Could not start a static server: ${error.message}`);
  await stopAll(servers, 1);
}

// "Running" means usable: the API answers too (the e2e setup waits for this line).
if (!(await waitForUrl(`http://localhost:${API.port}/health`))) {
  console.error('shop-api did not become healthy in time; stopping the shop.');
  await stopAll(servers, 1);
}
if (!(await waitForUrl(`http://localhost:${HOST.port}/healthz`, 30_000))) {
  console.error('render-service did not answer in time; stopping the shop.');
  await stopAll(servers, 1);
}
// Until its first generation is ready (or without a server build) it answers the static document.
const serverBuild = existsSync(join(distOf(HOST), 'server', 'index.js'));
if (!serverBuild || !(await waitForUrl(`http://localhost:${HOST.port}/readyz`, 30_000)))
  console.warn('render-service: no server rendering yet, pages render in the browser.');
printUrls();
console.log(`Mails the shop sends: open ${MAIL_INBOX_URL} (MailDev inbox).\n`);
