import { defineConfig } from 'vitest/config';

// Page tests fill forms and open menus; on two shared cores one takes up to 20 s.
export default defineConfig({
  test: { environment: 'happy-dom', testTimeout: 45_000 },
});
