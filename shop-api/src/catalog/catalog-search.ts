import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { CatalogChanges } from './changes/catalog-changes';
import { MemorySearch } from './memory-search';
import { sqlSearch } from './sql-search';

/**
 * Listens to the catalogue's changes and builds the search this instance answers from
 * (`SEARCH_INDEX`): the in-memory index is built before the server takes requests.
 */
export async function registerCatalogSearch(app: FastifyInstance, database: Database) {
  const changes = await CatalogChanges.start(database);
  app.decorate('catalogChanges', changes);
  const started = performance.now();
  const search =
    app.config.searchIndex === 'memory'
      ? await MemorySearch.start(app.db, changes, { strict: app.config.catalogCacheMs === 0 })
      : sqlSearch(app);
  if (search instanceof MemorySearch) {
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    app.log.info({ products: search.size, seconds }, 'search index built');
  }
  app.decorate('productSearch', search);
  app.addHook('onClose', async () => {
    await search.close();
    await changes.close();
  });
}
