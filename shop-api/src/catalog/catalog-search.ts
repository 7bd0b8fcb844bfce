import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { CatalogChanges } from './changes/catalog-changes';
import { MemorySearch } from './memory-search';
import type { ProductSearch, SearchRequest } from './product-search';
import { sqlSearch } from './sql-search';

/** How long a failed start (the database not there yet) waits before the next attempt. */
const RETRY_MS = 1000;

/**
 * The search of this instance (`SEARCH_INDEX`), started beside the server: the app starts even
 * when the database does not answer yet (readiness says why), listens to the catalogue's
 * changes and builds the in-memory index, retrying until it has. Searches wait for it;
 * readiness stays false until then (`started`).
 */
class StartingSearch implements ProductSearch {
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly search: Promise<ProductSearch>;

  constructor(start: () => Promise<ProductSearch>, onError: (error: Error) => void) {
    this.search = new Promise((done) => {
      const attempt = () => {
        if (this.closed) return;
        start().then(done, (error: Error) => {
          onError(error);
          if (!this.closed) this.retry = setTimeout(attempt, RETRY_MS).unref();
        });
      };
      attempt();
    });
  }

  /** Resolves when searches are answered. */
  started(): Promise<unknown> {
    return this.search;
  }

  async find(request: SearchRequest) {
    return (await this.search).find(request);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
  }
}

export function registerCatalogSearch(app: FastifyInstance, database: Database): void {
  const changes = new CatalogChanges();
  app.decorate('catalogChanges', changes);
  const start = async (): Promise<ProductSearch> => {
    await changes.listen(database);
    if (app.config.searchIndex === 'sql') return sqlSearch(app);
    const started = performance.now();
    const search = await MemorySearch.start(app.db, changes, {
      strict: app.config.catalogCacheMs === 0,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    app.log.info({ products: search.size, seconds }, 'search index built');
    return search;
  };
  const search = new StartingSearch(start, (error) =>
    app.log.warn({ cause: error.message }, 'search not started; trying again'),
  );
  app.decorate('productSearch', search);
  app.addHook('onClose', async () => {
    await search.close();
    await changes.close();
  });
}
