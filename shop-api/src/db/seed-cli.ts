import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-configured';

// `pnpm --filter @shop/shop-api seed`: migrate, then seed if empty (safe to run repeatedly).
const config = loadConfig();
const { database, seeded } = await openConfiguredDatabase(config);
console.log(seeded ? 'Seeded the database.' : 'The database already has data; nothing to seed.');
await database.close();
