import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { CatalogChange, CatalogChanges } from './changes/catalog-changes';
import { loadCategoryRows, loadIndexBatch, loadIndexRows } from './index/index-rows';
import { searchIndex } from './index/index-search';
import { ProductIndex } from './index/product-index';
import { parseQuery, type QueryNode } from './index/ts-text';
import type { ProductSearch, SearchHit, SearchRequest } from './product-search';
import { correctedSearchText } from './search-correction';
import { facetsFrom } from './search-facets';
import { compileSearchQuery } from './search-text';

const BATCH = 20_000;

/** The whole index from PostgreSQL, in batches (a 500,000-product catalogue is not one array). */
export async function buildProductIndex(db: Db): Promise<ProductIndex> {
  const index = new ProductIndex();
  index.setCategories(await loadCategoryRows(db));
  let after = 0;
  for (;;) {
    const rows = await loadIndexBatch(db, after, BATCH);
    for (const row of rows) index.set(row);
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  return index;
}

/**
 * The store search from an index in this instance's memory (`index/`), built at start and kept
 * current by the catalogue's notifications. PostgreSQL still turns the text into its query
 * (stems, synonyms, typo correction: `search_query`) and says which word it corrected, once per
 * distinct text until the next catalogue change; matching, counting, ranking and paging happen
 * here, without a database round trip for a listing page.
 */
export class MemorySearch implements ProductSearch {
  private compiled = new Map<string, Promise<QueryNode | null>>();
  private corrected = new Map<string, Promise<string | null>>();

  private constructor(
    private readonly db: Db,
    private index: ProductIndex,
    private readonly changes: CatalogChanges,
    private readonly strict: boolean,
  ) {}

  /**
   * `strict`: every search first waits until the writes committed before it are in the index
   * (`CatalogChanges.sync`, one notification's round trip), as with `CATALOG_CACHE_MS=0`, where
   * answers must not lag the database at all; otherwise answers lag a write by its notification.
   */
  static async start(
    db: Db,
    changes: CatalogChanges,
    { strict }: { strict: boolean },
  ): Promise<MemorySearch> {
    const search = new MemorySearch(db, new ProductIndex(), changes, strict);
    // Changes committed while the index is read may be missing from what it read: they are
    // kept and applied again, in order, once it is built.
    let missed: CatalogChange[] | undefined = [];
    changes.onChange(async (change) => {
      if (missed) missed.push(change);
      else await search.apply(change);
    });
    search.index = await buildProductIndex(db);
    for (const change of missed) changes.replay(change);
    missed = undefined;
    return search;
  }

  /** How many products the index holds (for start-up logs and the benchmark). */
  get size(): number {
    return this.index.size;
  }

  async apply(change: CatalogChange): Promise<void> {
    // The words the catalogue uses may have changed: texts are compiled again.
    this.compiled = new Map();
    this.corrected = new Map();
    if (change.all) {
      this.index = await buildProductIndex(this.db);
      return;
    }
    const ids = [...change.products];
    const rows = await loadIndexRows(this.db, ids);
    const found = new Set(rows.map((row) => row.id));
    for (const row of rows) this.index.set(row);
    for (const id of ids) if (!found.has(id)) this.index.remove(id);
  }

  async find({ values, order, page, perPage, filters }: SearchRequest): Promise<SearchHit> {
    if (this.strict) await this.changes.sync();
    else await this.changes.settled();
    const text = values.text;
    const [query, correctedQuery] =
      text === undefined
        ? [undefined, undefined]
        : await Promise.all([this.compile(text), this.correct(text)]);
    const found = searchIndex(
      this.index,
      values,
      order,
      { limit: perPage, offset: (page - 1) * perPage },
      query,
    );
    return {
      ids: found.ids,
      total: found.total,
      totalIsEstimate: false,
      facets: facetsFrom(filters, found, false),
      ...(text === undefined ? {} : { correctedQuery: correctedQuery ?? null }),
    };
  }

  async close(): Promise<void> {}

  private compile(text: string): Promise<QueryNode | null> {
    return this.once(this.compiled, text, async () => {
      const rows = rowsOf<{ tsquery: string | null }>(
        await this.db.execute(compileSearchQuery(text)),
      );
      const tsquery = rows[0]?.tsquery;
      return tsquery ? parseQuery(tsquery) : null;
    });
  }

  private correct(text: string): Promise<string | null> {
    return this.once(this.corrected, text, () => correctedSearchText(this.db, text));
  }

  /** A text's compiled form, asked once; a failed ask is not kept. Bounded, oldest out. */
  private once<T>(map: Map<string, Promise<T>>, text: string, load: () => Promise<T>) {
    let found = map.get(text);
    if (!found) {
      if (map.size >= 10_000) map.delete(map.keys().next().value as string);
      found = load();
      map.set(text, found);
      found.catch(() => map.delete(text));
    }
    return found;
  }
}
