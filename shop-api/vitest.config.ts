import { configDefaults, defineConfig } from 'vitest/config';

// The API suite runs on a fresh in-memory PGlite per test file; with TEST_DATABASE_URL set it
// runs a second time on that PostgreSQL database, each file in its own fresh schema.
const shared = {
  globalSetup: ['test/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The files share one module graph per worker: each file importing the whole app anew cost more
  // than half the suite's time. Every file builds its own app and database, so nothing leaks, but
  // a test must hand a fake in (as the sweep timer's does) rather than mock a module.
  isolate: false,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Races need concurrent transactions, which PGlite (one at a time) cannot show.
          exclude: [...configDefaults.exclude, 'test/postgres/**'],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: ['test/**/*.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
