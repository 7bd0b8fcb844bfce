import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { TEST_PASSWORD_LOG_N } from './test-cost';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface TestContext {
  app: TestApp;
  database: Database;
  config: Config;
  /** The PostgreSQL schema of this test file, or null on PGlite. */
  schema: string | null;
  close(): Promise<void>;
}

/** The real app on a fresh seeded database: PGlite from the template, or a new Postgres schema. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { poolSize = 5 }: { poolSize?: number } = {},
): Promise<TestContext> {
  const privateDir = mkdtempSync(join(tmpdir(), 'shop-api-private-'));
  const config: Config = {
    ...loadConfig({}),
    storageDir: inject('storageDir'),
    privateDir,
    publicUrl: 'http://localhost:4000',
    passwordHashLogN: TEST_PASSWORD_LOG_N,
    ...overrides,
  };
  const url = process.env.TEST_DATABASE_URL;
  let dropSchema = async () => {};
  let database: Database;
  let schema: string | null = null;
  if (process.env.TEST_DB_KIND === 'postgres' && url) {
    schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    database = await openDatabase({ kind: 'postgres', url, searchPath: schema, poolSize });
    await migrate(database);
    await seedIfEmpty(database, { passwordHashLogN: TEST_PASSWORD_LOG_N });
    dropSchema = async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    };
  } else {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    database = await openDatabase({ kind: 'pglite', loadDataDir: template });
  }
  const app = await buildApp({ database, config });
  return {
    app,
    database,
    config,
    schema,
    close: async () => {
      try {
        await app.close();
        // A test may have closed the database already (the 500 test); that is fine here.
        await database.close().catch(() => undefined);
      } finally {
        await dropSchema();
        rmSync(privateDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A second API instance on the same database, as a second process behind a load balancer would
 * be: its own connection pool on PostgreSQL; on PGlite (one connection per database) the same one.
 */
export async function secondInstance(ctx: TestContext) {
  const url = process.env.TEST_DATABASE_URL;
  const database =
    ctx.schema && url
      ? await openDatabase({ kind: 'postgres', url, searchPath: ctx.schema, poolSize: 5 })
      : ctx.database;
  const app = await buildApp({ database, config: ctx.config });
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== ctx.database) await database.close();
    },
  };
}

export const SHOPPER = { email: 'shopper@example.com', password: 'Shopper123!' };
export const OTHER = { email: 'other@example.com', password: 'Other123!' };
/** Runs the seed's first store. */
export const VENDOR = { email: 'vendor@example.com', password: 'Vendor123!' };
export const OPERATOR = { email: 'operator@example.com', password: 'Operator123!' };
export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export async function login(
  app: TestApp,
  who: { email: string; password: string },
  remember = false,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/login',
    headers: { 'user-agent': BROWSER_UA },
    payload: { ...who, remember_me: remember },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().data.token as string;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as a shopper (or signed out with a null token), with an optional JSON body. */
export function callAs(
  app: TestApp,
  method: Method,
  url: string,
  token: string | null,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });
}
