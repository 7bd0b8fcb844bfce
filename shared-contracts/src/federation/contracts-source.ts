import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's `exports` map (`./*` -> `./src/*.ts`) cannot name `.tsx` files, so builds and
 * unit tests resolve the contracts' source directly (extension lookup finds `.ts` and `.tsx`). The
 * request keeps its `@shop/shared-contracts/` prefix, so the MF singleton still matches.
 */
export const contractsSourceAlias = {
  '@shop/shared-contracts': dirname(dirname(fileURLToPath(import.meta.url))),
};
