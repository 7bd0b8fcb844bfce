import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The checkout pages wait for several answers; on a busy shared machine 5 s is too tight.
  test: { environment: 'happy-dom', testTimeout: 15_000 },
});
