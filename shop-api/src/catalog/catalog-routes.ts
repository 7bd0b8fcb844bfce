import type { Category, HomeProductGroups } from '@shop/shared-contracts/api/entities';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema-catalog';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { loadVendorProfile } from '../vendors/vendor-profile';
import { AnswerCache } from './answer-cache';
import { loadProductSummaries, loadProducts } from './product-loader';

const tags = ['catalog'];
const HOME_GROUP_SIZE = 10;

/** The home groups' id queries, prepared once; all three run at the same time. */
function prepareHomeQueries(db: Db) {
  const pick = { id: products.id };
  return {
    best: db
      .select(pick)
      .from(products)
      .where(eq(products.listed, true))
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(HOME_GROUP_SIZE)
      .prepare('home_best_sellers'),
    recent: db
      .select(pick)
      .from(products)
      .where(eq(products.listed, true))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(HOME_GROUP_SIZE)
      .prepare('home_recently_added'),
    // Enough top-rated products to fill the group after leaving out the other two groups.
    rated: db
      .select(pick)
      .from(products)
      .where(eq(products.listed, true))
      .orderBy(desc(products.averageRating), desc(products.reviewsCount), asc(products.id))
      .limit(3 * HOME_GROUP_SIZE)
      .prepare('home_top_rated'),
    categories: db
      .select()
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id))
      .prepare('catalog_categories'),
    listed: db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, sql.placeholder('id')), eq(products.listed, true)))
      .prepare('catalog_product_listed'),
  };
}

export function registerCatalogRoutes(app: FastifyInstance): void {
  const queries = prepareHomeQueries(app.db);
  const cache = new AnswerCache(app.config.catalogCacheMs);

  contractRoute(app, 'GET /v1/categories', { tags }, (request, reply) =>
    cache.reply(request, reply, 'categories', async () => {
      const rows = await queries.categories.execute();
      const data: Category[] = rows
        .filter((row) => row.parentId === null)
        .map((row) => ({
          id: row.id,
          image: row.image,
          name_german: row.nameGerman,
          name_arabic: row.nameArabic,
          slug_german: row.slugGerman,
          slug_arabic: row.slugArabic,
          sub_categories: rows
            .filter((child) => child.parentId === row.id)
            .map((child) => ({
              id: child.id,
              parent_id: row.id,
              image: child.image,
              name_german: child.nameGerman,
              name_arabic: child.nameArabic,
              slug_german: child.slugGerman,
              slug_arabic: child.slugArabic,
            })),
        }));
      return answer('GET /v1/categories', data);
    }),
  );

  contractRoute(
    app,
    'GET /v1/products',
    {
      tags,
      description:
        'Home groups: best_sellers = most units ordered; recently_added = newest by created_at; for_you = highest rated products not in the other two groups. Products in list form (no descriptions, short variants).',
    },
    (request, reply) =>
      cache.reply(request, reply, 'home', async () => {
        const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
        const [best, recent, rated] = await Promise.all([
          queries.best.execute().then(ids),
          queries.recent.execute().then(ids),
          queries.rated.execute().then(ids),
        ]);
        const taken = new Set([...best, ...recent]);
        const forYou = rated.filter((id) => !taken.has(id)).slice(0, HOME_GROUP_SIZE);
        const all = await loadProductSummaries(app.db, app.config.publicUrl, [
          ...new Set([...taken, ...forYou]),
        ]);
        const byId = new Map(all.map((product) => [product.id, product]));
        const group = (list: number[]) => list.flatMap((id) => byId.get(id) ?? []);
        const data: HomeProductGroups = {
          best_sellers: group(best),
          recently_added: group(recent),
          for_you: group(forYou),
        };
        return answer('GET /v1/products', data);
      }),
  );

  contractRoute(app, 'GET /v1/products/{id}', { tags }, (request, reply) =>
    cache.reply(request, reply, `product:${request.params.id}`, async () => {
      const [[product], listed] = await Promise.all([
        loadProducts(app.db, app.config.publicUrl, [request.params.id]),
        queries.listed.execute({ id: request.params.id }),
      ]);
      // A draft or a suspended store's product is not in the shop: 404 like a missing one.
      if (!product || !listed[0]) throw notFound('Product');
      return answer('GET /v1/products/{id}', product);
    }),
  );

  contractRoute(app, 'GET /v1/vendors/{id}', { tags: ['vendors'] }, async (request) => {
    const data = await loadVendorProfile(app.db, app.config.publicUrl, request.params.id);
    if (!data) throw notFound('Vendor');
    return answer('GET /v1/vendors/{id}', data);
  });
}
