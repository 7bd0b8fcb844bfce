import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { API_URL, HOST_URL } from './fixtures/shop';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onCi = Boolean(process.env.CI);

// A fresh API database per run. Set once in the main process; workers inherit the variable.
process.env.SHOP_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-data-'));

// How the built shop is served (the suite runs once, so it runs against the production setup):
// - 'nginx' (default): every static site by nginx with the images' configuration (deploy/nginx,
//   rendered for local ports), Content-Security-Policy included; the API on the PostgreSQL
//   database E2E_DATABASE_URL names (emptied first; CI sets it), else on a fresh PGlite. The
//   deploy journeys (deploy-*.spec.ts) change what this nginx serves through SHOP_NGINX_DIR.
// - 'node': `pnpm start`'s Node servers and PGlite, for a machine without nginx; the deploy
//   journeys need nginx and are left out.
const server = process.env.SHOP_E2E_SERVER === 'node' ? 'node' : 'nginx';
process.env.SHOP_NGINX_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-nginx-'));
const databaseUrl = process.env.E2E_DATABASE_URL;
const webServerCommand =
  server === 'node'
    ? 'node ../scripts/start.mjs --no-build'
    : `node ../scripts/serve-with-nginx.mjs${databaseUrl ? ' --reset-database' : ''}`;

/** The journeys that redeploy parts of the shop on nginx (see `fixtures/deploy.ts`). */
const DEPLOY_JOURNEYS = '**/deploy-*.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Screenshot baselines are named without the project: a journey keeps its baseline whichever
  // project runs it.
  snapshotPathTemplate:
    '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'journeys', testIgnore: DEPLOY_JOURNEYS },
    // The deploy journeys reload the one nginx and point its host sites elsewhere: two of them at
    // once race each other's reloads (a page then gets one site's old policy with its new
    // runtime configuration), so they run one at a time, beside the other journeys.
    ...(server === 'nginx' ? [{ name: 'deploy', testMatch: DEPLOY_JOURNEYS, workers: 1 }] : []),
  ],
  fullyParallel: false,
  // Two journeys at a time everywhere (they are written to share one database); on CI a journey
  // that fails is run once more, because two workers on two cores can starve a slow page.
  workers: 2,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(onCi ? [['html', { open: 'never' }] as const] : []),
    // The whole test command (scripts/test.mjs) reads the results to name every journey that
    // needed its retry, so a flaky journey cannot hide behind a green run.
    ...(process.env.SHOP_E2E_RESULTS
      ? [['json', { outputFile: process.env.SHOP_E2E_RESULTS }] as const]
      : []),
  ],
  use: {
    baseURL: HOST_URL,
    // A trace is recorded on a journey's retry only (CI retries once): recording one for every
    // journey, to keep the failures' (`retain-on-failure`), made the whole run about a fifth
    // slower on CI's two cores. Locally, add `--trace retain-on-failure` to keep one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The built shop (run `pnpm build` first): host, five remotes and the API.
    command: webServerCommand,
    url: `${API_URL}/health`,
    wait: { stdout: /The shop is running/ },
    // Fresh database; only API warnings in the test output.
    env: {
      DATA_DIR: process.env.SHOP_E2E_DATA_DIR,
      SHOP_NGINX_DIR: process.env.SHOP_NGINX_DIR,
      ...(databaseUrl && server === 'nginx' ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      // Every journey's shopper signs up from 127.0.0.1: one address stands for many shoppers here
      // (the per-address sign-up limit itself is proven by the API tests).
      REGISTER_MAX_PER_IP: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
