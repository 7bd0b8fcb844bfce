import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // As the remotes': tests on a loaded two-core CI machine can pass vitest's 5 s default.
    testTimeout: 20_000,
  },
});
