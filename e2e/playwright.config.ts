import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { API_URL, HOST_URL } from './fixtures/shop';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onCi = Boolean(process.env.CI);

// A fresh API database per run. Set once in the main process; workers inherit the variable.
process.env.SHOP_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-data-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: onCi ? 1 : 2,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: onCi ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
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
    command: 'node ../scripts/start.mjs --no-build',
    url: `${API_URL}/health`,
    wait: { stdout: /The shop is running/ },
    // Fresh database; only API warnings in the test output.
    env: { DATA_DIR: process.env.SHOP_E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
