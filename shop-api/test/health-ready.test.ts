import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { migrationFiles } from '../src/db/migrate';
import { Lifecycle } from '../src/lifecycle/lifecycle';
import { createTestApp, type TestContext } from './support/test-app';

// One database for the file (a fresh one costs seconds); each test builds its own app on it,
// whose readiness check starts from nothing.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function appOn(database: Database, overrides: Partial<Config> = {}, lifecycle?: Lifecycle) {
  const app = await buildApp({ database, config: { ...ctx.config, ...overrides }, lifecycle });
  closers.push(() => app.close());
  return app;
}

/** The app on a PostgreSQL URL that does not answer as a database should. */
async function appOnDeadDatabase(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, onConnectionError: () => {} });
  closers.push(() => database.close());
  return appOn(database, { readyTimeoutMs: 300 });
}

/** A TCP port that accepts connections and never says a word (a hung database server). */
async function silentServer(): Promise<{ port: number; hangUp: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const hangUp = async () => {
    for (const socket of sockets) socket.destroy();
  };
  return { port: address.port, hangUp };
}

describe('health', () => {
  it('is live and ready on a migrated database, and /health is ready under its old name', async () => {
    const app = await appOn(ctx.database);
    for (const url of ['/health/live', '/health/ready', '/health']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({
        status: true,
        data: { database: expect.any(String) },
      });
    }
  });

  it('is not ready while a migration of this build is not applied, and ready once it is', async () => {
    const { database } = ctx;
    const app = await appOn(database);
    const last = migrationFiles().at(-1) as string;
    await database.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last}`);
    const pending = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({
      status: false,
      reason: 'migrations-pending',
      pending: [last],
    });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await database.db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last})`);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready once shutting down, while still live', async () => {
    const lifecycle = new Lifecycle();
    const app = await appOn(ctx.database, {}, lifecycle);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    lifecycle.beginShutdown();
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ reason: 'shutting-down' });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('is not ready when the database refuses connections, and names no address', async () => {
    const { port: dead } = await silentServer();
    // The port of a server just closed: connections are refused.
    const refusedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : dead));
      });
    });
    const app = await appOnDeadDatabase(`postgres://shop:pw@127.0.0.1:${refusedPort}/shop`);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: false, reason: 'database-unavailable' });
    expect(ready.body).not.toContain(String(refusedPort));
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('is not ready within its timeout when the database hangs', async () => {
    const { port, hangUp } = await silentServer();
    const app = await appOnDeadDatabase(`postgres://shop:pw@127.0.0.1:${port}/shop`);
    // Runs first: the pool's connection attempt ends instead of waiting for its own timeout.
    closers.push(hangUp);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ reason: 'database-unavailable' });
  });
});
