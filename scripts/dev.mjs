#!/usr/bin/env node
// Development: every package's dev server with hot reload (rsbuild dev; shop-api with tsx watch).
import { startChild, stopAll, stopOnSignals } from './processes.mjs';
import { API, HOST, printUrls, REMOTES, waitForUrl } from './shop-layout.mjs';

stopOnSignals(() => []);

const stopWhenGone = (label) => (code, signal) => {
  console.error(`${label} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
  void stopAll([], 1);
};

for (const app of [...REMOTES, HOST]) {
  startChild(app.name, 'pnpm', ['--filter', app.filter, 'dev'], { onExit: stopWhenGone(app.name) });
}
startChild(API.name, 'pnpm', ['--filter', API.filter, 'dev'], {
  // The demo shop: an empty database gets the demo catalogue and accounts.
  env: { PORT: String(API.port), SEED_DEMO: process.env.SEED_DEMO ?? '1' },
  onExit: stopWhenGone(API.name),
});

await waitForUrl(`http://localhost:${API.port}/health`);
printUrls();
