import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The tests start worker threads and local servers; on a loaded two-core CI machine a
    // generation's start alone can take seconds (vitest's default is 5 s per test).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
