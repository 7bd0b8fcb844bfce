import { defineConfig } from 'vitest/config';

export default defineConfig({
  // As the remotes': rendering tests on a loaded two-core CI machine can pass vitest's 5 s default.
  test: { environment: 'happy-dom', testTimeout: 20_000 },
});
