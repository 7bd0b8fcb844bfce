import {
  type SearchSuggestions,
  SUGGEST_CATEGORY_LIMIT,
  SUGGEST_MIN_LENGTH,
  SUGGEST_PRODUCT_LIMIT,
} from '@shop/shared-contracts/api/suggest';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { outerColumn } from '../db/outer-column';
import { categories, productImages, products } from '../db/schema-catalog';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { euros } from '../http/money';
import { storageUrl } from '../http/storage-url';
import { AnswerCache } from './answer-cache';
import { registerSearchHintsRoute } from './search-hints-route';
import {
  matchesProductQuery,
  matchesSearchText,
  searchTextRelevance,
  searchTextValue,
} from './search-text';

/** Browsers may reuse a suggestion answer this long: the catalogue's names change rarely. */
const BROWSER_CACHE_SECONDS = 60;

function prepareSuggestQueries(db: Db) {
  const text = sql.placeholder('text');
  const firstImage = sql<
    string | null
  >`(SELECT ${productImages.path} FROM ${productImages} WHERE ${productImages.productId} = ${outerColumn(products.id)} ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`;
  return {
    products: db
      .select({
        id: products.id,
        nameGerman: products.nameGerman,
        nameArabic: products.nameArabic,
        minPriceCents: products.minPriceCents,
        image: firstImage,
      })
      .from(products)
      // As typed so far ("Klei" suggests "Kleid"), or as the store search understands the words
      // ("Kleider", "rotes Kleid", "فساتين"): the suggestions never miss what the search finds.
      .where(
        and(
          eq(products.listed, true),
          or(matchesSearchText(products.searchText, text), matchesProductQuery(text)),
        ),
      )
      .orderBy(...searchTextRelevance(products.searchText, text), asc(products.id))
      .limit(SUGGEST_PRODUCT_LIMIT)
      .prepare('suggest_products'),
    categories: db
      .select({
        id: categories.id,
        nameGerman: categories.nameGerman,
        nameArabic: categories.nameArabic,
        parentId: categories.parentId,
      })
      .from(categories)
      .where(matchesSearchText(categories.searchText, text))
      .orderBy(...searchTextRelevance(categories.searchText, text), asc(categories.id))
      .limit(SUGGEST_CATEGORY_LIMIT)
      .prepare('suggest_categories'),
  };
}

export function registerSuggestRoute(app: FastifyInstance): void {
  // The other help the search gives: what to try when a search found nothing.
  registerSearchHintsRoute(app);
  const queries = prepareSuggestQueries(app.db);
  const cache = new AnswerCache(app.config.catalogCacheMs);
  contractRoute(
    app,
    'GET /v1/products/suggest',
    {
      tags: ['catalog'],
      description: `Up to ${SUGGEST_PRODUCT_LIMIT} products and ${SUGGEST_CATEGORY_LIMIT} categories whose German or Arabic names match \`q\` (typos, case, umlauts and Arabic diacritics forgiven), most relevant first. A text shorter than ${SUGGEST_MIN_LENGTH} characters gets empty lists; a missing or empty \`q\` is refused (422).`,
    },
    (request, reply) => {
      const text = searchTextValue(request.query.q);
      reply.header('cache-control', `public, max-age=${BROWSER_CACHE_SECONDS}`);
      return cache.reply(request, reply, text ?? '', async () => {
        if (text === undefined || text.length < SUGGEST_MIN_LENGTH) {
          return answer('GET /v1/products/suggest', { products: [], categories: [] });
        }
        const [productRows, categoryRows] = await Promise.all([
          queries.products.execute({ text }),
          queries.categories.execute({ text }),
        ]);
        const data: SearchSuggestions = {
          products: productRows.map((row) => ({
            id: row.id,
            name_german: row.nameGerman,
            name_arabic: row.nameArabic,
            image_url: row.image === null ? null : storageUrl(app.config.publicUrl, row.image),
            min_price: euros(row.minPriceCents),
          })),
          categories: categoryRows.map((row) => ({
            id: row.id,
            name_german: row.nameGerman,
            name_arabic: row.nameArabic,
            parent_id: row.parentId,
          })),
        };
        return answer('GET /v1/products/suggest', data);
      });
    },
  );
}
