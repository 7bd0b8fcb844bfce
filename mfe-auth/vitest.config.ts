import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The machine is shared by several builds at once: typing through a whole form can take seconds.
  test: { environment: 'happy-dom', testTimeout: 20_000 },
});
