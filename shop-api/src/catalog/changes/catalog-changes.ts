import { sql } from 'drizzle-orm';
import type { Database, Listener } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The channel migration 0069's triggers notify on. */
export const CATALOG_CHANNEL = 'shop_catalog';

/** What changed: some products (by id), or anything (reload all). */
export type CatalogChange = { all: true } | { all: false; products: Set<number> };

/** Brings something kept in memory up to date with a change; runs one at a time, in order. */
export type ChangeHandler = (change: CatalogChange) => Promise<void>;

/**
 * The catalogue's writes as this API instance learns of them: migration 0069 notifies
 * `shop_catalog` when a write commits, on PostgreSQL to every instance. Handlers (the search
 * index) apply each change in order; then `generation` goes up, and whatever was computed from
 * an older generation (cached answers) is not served again. Changes that arrive while one is
 * applied are merged into the next one, so a burst of checkouts costs one reload.
 */
export class CatalogChanges {
  /** Goes up after every applied change and whenever notifications may have been missed. */
  generation = 0;
  private live = false;
  private pending: CatalogChange | undefined;
  private applying: Promise<void> = Promise.resolve();
  /** Changes received and not yet applied (queued or being applied). */
  private unapplied = 0;
  private readonly handlers: ChangeHandler[] = [];
  private readonly waiting = new Map<string, () => void>();
  private syncs = 0;
  private listener: Listener | undefined;
  private readonly watchers = new Set<() => void>();

  private schema = '';
  private heard: () => void = () => {};
  /** Resolves when this instance first listens. */
  private readonly listening = new Promise<void>((done) => {
    this.heard = done;
  });

  /**
   * Listens for changes (once; call again after a failure). Until it listens nothing is cached:
   * `isLive` is false.
   */
  async listen(database: Database): Promise<void> {
    if (this.listener) return;
    const rows = rowsOf<{ schema: string }>(
      await database.db.execute(sql`SELECT current_schema() AS schema`),
    );
    this.schema = rows[0]?.schema ?? 'public';
    let first = true;
    this.listener = await database.listen(CATALOG_CHANNEL, {
      onMessage: (payload) => this.received(payload),
      onLost: () => {
        this.live = false;
        this.bump();
      },
      onListening: () => {
        this.live = true;
        this.heard();
        // Listening again after a loss: what happened meanwhile is unknown, reload everything.
        if (!first) this.enqueue({ all: true });
        first = false;
      },
    });
  }

  /** Whether notifications arrive: only then may an answer be kept until the next change. */
  isLive(): boolean {
    return this.live;
  }

  onChange(handler: ChangeHandler): void {
    this.handlers.push(handler);
  }

  /** Applies `change` again, after the changes queued now (one that arrived too early). */
  replay(change: CatalogChange): void {
    this.enqueue(change);
  }

  /**
   * Resolves when every change received so far is applied: nothing is answered from an index
   * or cache that a notification already said is out of date. At once when there is none.
   */
  settled(): Promise<void> | undefined {
    return this.unapplied > 0 ? this.applying : undefined;
  }

  /** Calls `watch` after every generation change (tests wait for one with `nextGeneration`). */
  watch(watch: () => void): () => void {
    this.watchers.add(watch);
    return () => this.watchers.delete(watch);
  }

  /** Resolves when the generation is above `than`. */
  nextGeneration(than = this.generation): Promise<void> {
    if (this.generation > than) return Promise.resolve();
    return new Promise((done) => {
      const stop = this.watch(() => {
        if (this.generation > than) {
          stop();
          done();
        }
      });
    });
  }

  /**
   * Resolves once every write committed before the call has been applied: a notification sent
   * on the listening connection comes back after all notifications committed before it.
   */
  async sync(): Promise<void> {
    // Before the first LISTEN there is nothing to wait for on the wire: wait for it instead.
    await this.listening;
    const token = `${this.schema}|sync|${++this.syncs}`;
    const back = new Promise<void>((done) => this.waiting.set(token, done));
    await this.listener?.notify(token);
    if (this.listener) await back;
    else this.waiting.delete(token);
    await this.applying;
  }

  async close(): Promise<void> {
    this.live = false;
    // The database may be closed already (tests close it first): nothing left to unlisten.
    await this.listener?.close().catch(() => undefined);
    this.listener = undefined;
    for (const done of this.waiting.values()) done();
    await this.applying;
  }

  private received(payload: string): void {
    const [schema, version, ids] = payload.split('|');
    if (schema !== this.schema) return;
    if (version === 'sync') {
      this.waiting.get(payload)?.();
      this.waiting.delete(payload);
      return;
    }
    if (ids === '*') this.enqueue({ all: true });
    else this.enqueue({ all: false, products: new Set((ids ?? '').split(',').map(Number)) });
  }

  private enqueue(change: CatalogChange): void {
    const queued = this.pending;
    if (queued) {
      // Not started yet: one reload covers both.
      if (queued.all) return;
      if (change.all) this.pending = change;
      else for (const id of change.products) queued.products.add(id);
      return;
    }
    this.pending = change;
    this.unapplied += 1;
    this.applying = this.applying.then(async () => {
      const next = this.pending;
      this.pending = undefined;
      for (const handler of next ? this.handlers : []) {
        // A failed reload must not stop later changes; the next full reload repairs it.
        await handler(next as CatalogChange).catch((error: unknown) => {
          console.warn(`catalogue change not applied: ${(error as Error).message}`);
        });
      }
      this.unapplied -= 1;
      this.bump();
    });
  }

  private bump(): void {
    this.generation += 1;
    for (const watch of [...this.watchers]) watch();
  }
}
