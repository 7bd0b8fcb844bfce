// The benchmark's PostgreSQL database: created when missing (through the `postgres` database),
// with the API's own driver.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../processes.mjs';

const { Client } = createRequire(join(repoRoot, 'shop-api', 'package.json'))('pg');

export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.href });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
