import { defineConfig } from '@playwright/test';

// The smoke journey against the shop running in its containers (scripts/images/smoke.sh starts
// the compose stack and sets the origins). No web server here: the containers are the server.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './images',
  testMatch: '**/*.smoke.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.SHOP_SMOKE_HOST_URL ?? 'http://localhost:8080',
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
});
