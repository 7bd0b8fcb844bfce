import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-configured';

// `pnpm --filter @shop/shop-api seed`: migrate, then seed if empty (safe to run repeatedly);
// `SEED_PRODUCTS=50000` also tops the catalogue up to that many products.
const config = loadConfig();
const started = performance.now();
const { database, seeded } = await openConfiguredDatabase(config);
console.log(seeded ? 'Seeded the database.' : 'The database already had its demo data.');
if (config.seedProducts > 0)
  console.log(`The catalogue has at least ${config.seedProducts} products.`);
console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
await database.close();
