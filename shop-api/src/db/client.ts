import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { listenOnPostgres } from './listen-postgres';

/** The Drizzle handle every route uses; the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several SQL statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while this process holds PostgreSQL's session advisory lock `key` (one
   * connection kept for the whole run, so the lock cannot slip away between statements);
   * PGlite has one connection per process and runs it at once.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Listens to `channel` (LISTEN/NOTIFY) on a connection of its own. `onLost` is called when
   * that connection drops (notifications may have been missed) and `onListening` each time it
   * listens again; PostgreSQL's listener reconnects by itself.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** PGlite only: a tarball of the data directory (test templates). */
  dump?: () => Promise<Blob>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onLost?(): void;
  onListening?(): void;
}

export interface Listener {
  /**
   * Sends a notification on the listening connection itself: PostgreSQL delivers a channel's
   * notifications in commit order, so when it comes back, every notification of a transaction
   * committed before it has been delivered.
   */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      searchPath?: string;
      poolSize?: number;
      /** Called for a connection lost while idle in the pool (a restart, a failover). */
      onConnectionError?: (error: Error) => void;
    };

/** How long a request waits for a new connection before it fails (a database that hangs). */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Prepared statements are planned for their values every time. After five runs PostgreSQL may
 * otherwise keep one generic plan, made without the values: for a search it guessed that any
 * price range holds 0.5 % of the products and read the whole catalogue through the price index
 * to count a 10 % sample (64 ms instead of 3 ms at 50,000 products). Planning costs well under a
 * millisecond; the statements are still built once in JavaScript, which is what preparing saves.
 */
const CUSTOM_PLANS = '-c plan_cache_mode=force_custom_plan';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const settings = [
      CUSTOM_PLANS,
      // A schema per test run keeps runs apart on one database.
      ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []),
    ];
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: settings.join(' '),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A dead peer (failover, cable) is noticed by TCP instead of holding a connection forever.
      keepAlive: true,
    });
    // An idle connection that PostgreSQL closes (pg_terminate_backend, a restart, a failover)
    // emits `error` on the pool; unhandled, that event ended the process. The pool has already
    // dropped the connection and opens a new one for the next request.
    pool.on('error', (error) => {
      (options.onConnectionError ?? warnLostConnection)(error);
    });
    // Postgres' numeric and bigint come back as strings by default; counts fit in a JS number.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    return {
      db: drizzleNodePg({ client: pool }) as unknown as Db,
      kind: 'postgres',
      exec: async (script) => {
        await pool.query(script);
      },
      close: async () => {
        await pool.end();
      },
      // The listener's connection is one of the database's: its loss is told as the pool's are.
      listen: (channel, handlers) =>
        listenOnPostgres(options.url, settings, channel, handlers, (error) =>
          (options.onConnectionError ?? warnLostConnection)(error),
        ),
      withAdvisoryLock: async (key, work) => {
        const session = await pool.connect();
        let failed: Error | undefined;
        try {
          await session.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await session.query('SELECT pg_advisory_unlock($1)', [key]);
          }
        } catch (error) {
          failed = error as Error;
          throw error;
        } finally {
          // A session that failed is closed instead of reused: closing it releases the lock too.
          session.release(failed);
        }
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The trigram extension behind the product name search indexes (migration 0003).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.exec(`SET plan_cache_mode = force_custom_plan`);
  return {
    db: drizzlePglite({ client }) as unknown as Db,
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    close: async () => {
      await client.close();
    },
    listen: async (channel, handlers) => {
      // In-process: PGlite calls back when the writing statement commits, before it resolves.
      const unlisten = await client.listen(channel, handlers.onMessage);
      handlers.onListening?.();
      return {
        notify: async (payload) => {
          await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
        },
        close: () => unlisten(),
      };
    },
    withAdvisoryLock: (_key, work) => work(),
    dump: () => client.dumpDataDir('none'),
  };
}

function warnLostConnection(error: Error): void {
  console.warn(`database connection lost (${error.message}); the pool opens a new one`);
}
