// Empties a PostgreSQL database (drops and recreates its public schema), so the API migrates and
// seeds it afresh: every e2e run starts from the demo data. Uses the API's own `pg` client.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../processes.mjs';

const requireFromApi = createRequire(join(repoRoot, 'shop-api', 'package.json'));

export async function resetDatabase(url) {
  const { Client } = requireFromApi('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}
