import { defineConfig } from 'vitest/config';

// Page tests click through dialogs and menus; on a busy machine they take several seconds.
export default defineConfig({
  test: { environment: 'happy-dom', testTimeout: 20_000 },
});
