import type { ProductSearchQuery } from '@shop/shared-contracts/api/calls';
import type { ProductSearchResult } from '@shop/shared-contracts/api/entities';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../db/schema-catalog';
import { answer } from '../http/envelope';
import { productSchema } from '../schemas/catalog-schemas';
import {
  arrayOf,
  envelope,
  int,
  num,
  object,
  paginated,
  responses,
  str,
} from '../schemas/primitives';
import { loadProducts } from './product-loader';
import { cachedSearchFilters } from './search-filters';
import { searchConditions, searchOrder, searchQuerySchema } from './search-query';

const names = { name_german: str(200), name_arabic: str(200) };
const filtersSchema = object({
  categories: arrayOf(
    object({ id: int, ...names, subcategories: arrayOf(object({ id: int, ...names })) }),
  ),
  colors: arrayOf(str(40)),
  sizes: arrayOf(object({ value: str(40), ...names })),
  price_range: object({ min: num, max: num }),
  sort_options: arrayOf(object({ key: str(20), ...names })),
});

export function registerSearchRoute(app: FastifyInstance): void {
  const filters = cachedSearchFilters(app.db);
  app.get<{ Querystring: ProductSearchQuery }>(
    '/products/search',
    {
      schema: {
        tags: ['catalog'],
        querystring: searchQuerySchema,
        response: responses(
          envelope(object({ products: paginated(productSchema), filters: filtersSchema })),
        ),
      },
    },
    async (request) => {
      const query = request.query;
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 15;
      const where = searchConditions(query);
      const [totalRows, idRows, filterData] = await Promise.all([
        app.db.select({ total: count() }).from(products).where(where),
        app.db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...searchOrder(query.sort_by))
          .limit(perPage)
          .offset((page - 1) * perPage),
        filters(),
      ]);
      const total = Number(totalRows[0]?.total ?? 0);
      const data: ProductSearchResult = {
        products: {
          data: await loadProducts(
            app.db,
            app.config.publicUrl,
            idRows.map((row) => row.id),
          ),
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          total,
          per_page: perPage,
        },
        filters: filterData,
      };
      return answer('GET /v1/products/search', data);
    },
  );
}
