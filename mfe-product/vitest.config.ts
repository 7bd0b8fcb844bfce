import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The product page is a large tree for happy-dom; on two shared cores a test takes seconds.
  test: { environment: 'happy-dom', testTimeout: 20_000 },
});
