import { runMigrateStep } from './migrate-step';

// `pnpm --filter @shop/shop-api seed` passes --demo: migrate, then seed an empty database (safe
// to repeat); `SEED_PRODUCTS=50000` also tops the catalogue up. `node dist/seed-cli.js` without
// --demo is the migrate step (what docker-compose.yml runs): demo data only with SEED_DEMO=1.
await runMigrateStep({ demo: process.argv.includes('--demo') });
