import { defineConfig } from 'vitest/config';

// Pages render the whole MUI store page; on a busy two-core machine that takes seconds.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    testTimeout: 20_000,
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
