import type { Category, HomeProductGroups, Vendor } from '@shop/shared-contracts/api/entities';
import { asc, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, products, vendors } from '../db/schema-catalog';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { categorySchema, productSchema, vendorSchema } from '../schemas/catalog-schemas';
import { arrayOf, envelope, idParams, object, responses } from '../schemas/primitives';
import { loadProducts } from './product-loader';

const tags = ['catalog'];
const HOME_GROUP_SIZE = 10;

export function registerCatalogRoutes(app: FastifyInstance): void {
  app.get(
    '/categories',
    { schema: { tags, response: responses(envelope(arrayOf(categorySchema))) } },
    async () => {
      const rows = await app.db
        .select()
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id));
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
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        description:
          'Home groups: best_sellers = most units ordered; recently_added = newest by created_at; for_you = highest rated products not in the other two groups.',
        response: responses(
          envelope(
            object({
              best_sellers: arrayOf(productSchema),
              recently_added: arrayOf(productSchema),
              for_you: arrayOf(productSchema),
            }),
          ),
        ),
      },
    },
    async () => {
      const pick = { id: products.id };
      const best = await app.db
        .select(pick)
        .from(products)
        .orderBy(desc(products.soldCount), asc(products.id))
        .limit(HOME_GROUP_SIZE);
      const recent = await app.db
        .select(pick)
        .from(products)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(HOME_GROUP_SIZE);
      const taken = [...best, ...recent].map((row) => row.id);
      const forYou = await app.db
        .select(pick)
        .from(products)
        .where(taken.length ? notInArray(products.id, taken) : undefined)
        .orderBy(desc(products.averageRating), desc(products.reviewsCount), asc(products.id))
        .limit(HOME_GROUP_SIZE);
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
      const all = await loadProducts(app.db, app.config.publicUrl, [
        ...new Set([...taken, ...ids(forYou)]),
      ]);
      const byId = new Map(all.map((product) => [product.id, product]));
      const group = (rows: { id: number }[]) => rows.flatMap((row) => byId.get(row.id) ?? []);
      const data: HomeProductGroups = {
        best_sellers: group(best),
        recently_added: group(recent),
        for_you: group(forYou),
      };
      return answer('GET /v1/products', data);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/products/:id',
    { schema: { tags, params: idParams, response: responses(envelope(productSchema)) } },
    async (request) => {
      const [product] = await loadProducts(app.db, app.config.publicUrl, [request.params.id]);
      if (!product) throw notFound('Product');
      return answer('GET /v1/products/{id}', product);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/vendors/:id',
    {
      schema: { tags: ['vendors'], params: idParams, response: responses(envelope(vendorSchema)) },
    },
    async (request) => {
      const [row] = await app.db.select().from(vendors).where(eq(vendors.id, request.params.id));
      if (!row) throw notFound('Vendor');
      const data: Vendor = {
        id: row.id,
        store_logo: row.storeLogo,
        store_name_in_german: row.storeNameInGerman,
        store_name_in_arabic: row.storeNameInArabic,
        address: row.address,
      };
      return answer('GET /v1/vendors/{id}', data);
    },
  );
}
