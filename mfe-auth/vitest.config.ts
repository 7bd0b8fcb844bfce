import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The contracts' `exports` map cannot name `.tsx` files: resolve their source directly.
  resolve: {
    alias: {
      '@shop/shared-contracts': fileURLToPath(new URL('../shared-contracts/src', import.meta.url)),
    },
  },
  test: { environment: 'happy-dom' },
});
