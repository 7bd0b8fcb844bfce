import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';
import { createTestApp, type TestApp, type TestContext } from '../support/test-app';

// Lost connections are a PostgreSQL matter: PGlite lives inside the process.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');
const url = process.env.TEST_DATABASE_URL as string;

/**
 * A TCP relay between the API and PostgreSQL: `cut()` drops every connection and refuses new
 * ones (PostgreSQL stopped or failing over, as the API sees it), `restore()` listens again.
 */
class Relay {
  #server: Server | null = null;
  #sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => {
          this.#sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

interface Outcome {
  started: number;
  ok: boolean;
}

/** Requests that read the database, three at a time, until `stop` is set. */
function traffic(app: TestApp) {
  const outcomes: Outcome[] = [];
  let sequence = 0;
  const state = { stop: false };
  const worker = async () => {
    while (!state.stop) {
      const started = ++sequence;
      // No catalogue cache: every request goes to the database.
      const response = await app.inject({
        method: 'GET',
        url: `/v1/products?page=${(started % 3) + 1}`,
      });
      outcomes.push({ started, ok: response.statusCode === 200 });
    }
  };
  const done = Promise.all([worker(), worker(), worker()]);
  return {
    outcomes,
    next: () => sequence + 1,
    /** Resolves once `count` more requests have answered 200. */
    async successes(count: number) {
      const target = outcomes.filter((o) => o.ok).length + count;
      while (outcomes.filter((o) => o.ok).length < target)
        await new Promise((r) => setImmediate(r));
    },
    async stop() {
      state.stop = true;
      await done;
    },
  };
}

let ctx: TestContext;
let admin: pg.Client;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await ctx.close();
});

async function instance(databaseUrl: string, lost: Error[]) {
  const database: Database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    searchPath: ctx.schema as string,
    poolSize: 8,
    onConnectionError: (error) => lost.push(error),
  });
  const app = await buildApp({ database, config: ctx.config });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, database, close };
}

const withName = (name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;

describe('the API without its database connections', () => {
  it('drops a connection killed while idle in the pool and answers with a new one', async () => {
    // Without the pool's error handler this event is an uncaught exception: the test run fails.
    const name = `shop_idle_${randomBytes(4).toString('hex')}`;
    const lost: Error[] = [];
    const api = await instance(withName(name), lost);
    await Promise.all(
      Array.from({ length: 4 }, () => api.app.inject({ method: 'GET', url: '/v1/products' })),
    );
    const killed = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [name],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    while (lost.length < (killed.rowCount ?? 0)) await new Promise((r) => setTimeout(r, 10));
    expect(lost[0]?.message).toMatch(/terminating connection/);
    expect((await api.app.inject({ method: 'GET', url: '/v1/products' })).statusCode).toBe(200);
    await api.close();
  });

  it('lives through pg_terminate_backend of all its connections and then answers every request', async () => {
    const name = `shop_loss_${randomBytes(4).toString('hex')}`;
    const lost: Error[] = [];
    const api = await instance(
      `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`,
      lost,
    );
    const load = traffic(api.app);
    await load.successes(20);
    const killed = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [name],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    const terminatedBefore = load.next();
    await load.successes(150);
    await load.stop();
    const recovered = load.outcomes.find((o) => o.ok && o.started >= terminatedBefore)?.started;
    await api.close();
    const after = load.outcomes.filter((o) => o.started > (recovered as number));
    expect(after.length).toBeGreaterThanOrEqual(100);
    expect(after.filter((o) => !o.ok)).toEqual([]);
  });

  it('is not ready while PostgreSQL is unreachable, then ready and answering every request again', async () => {
    const target = new URL(url);
    const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.restore();
    const viaRelay = new URL(url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const lost: Error[] = [];
    const api = await instance(viaRelay.toString(), lost);
    const load = traffic(api.app);
    await load.successes(20);
    await relay.cut();
    const cutAt = load.next();
    const ready = await api.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ reason: 'database-unavailable' });
    expect((await api.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    // Requests during the outage fail; wait for some so the outage is real.
    while (load.outcomes.filter((o) => o.started >= cutAt && !o.ok).length < 5) {
      await new Promise((r) => setImmediate(r));
    }
    await relay.restore();
    const restoredAt = load.next();
    await load.successes(150);
    expect((await api.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    await load.stop();
    const recovered = load.outcomes.find((o) => o.ok && o.started >= restoredAt)?.started;
    await api.close();
    await relay.cut();
    const after = load.outcomes.filter((o) => o.started > (recovered as number));
    expect(after.length).toBeGreaterThanOrEqual(100);
    expect(after.filter((o) => !o.ok)).toEqual([]);
  });
});
