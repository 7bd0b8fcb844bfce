import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadProducts } from '../catalog/product-loader';
import { products } from '../db/schema-catalog';
import { wishlistItems } from '../db/schema-shopping';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import {
  bearerOnlySecurity,
  bearerSecurity,
  requireBearerShopper,
  requireShopper,
  shopperOf,
} from '../plugins/auth';

const route = { onRequest: requireShopper };
const docs = { tags: ['wishlist'], security: bearerSecurity };

export function registerWishlistRoutes(app: FastifyInstance): void {
  const load = async (userId: number, onlyId?: number): Promise<WishlistItem[]> => {
    const rows = await app.db
      .select()
      .from(wishlistItems)
      .where(
        and(
          eq(wishlistItems.userId, userId),
          onlyId === undefined ? undefined : eq(wishlistItems.id, onlyId),
        ),
      )
      .orderBy(asc(wishlistItems.id));
    const loaded = await loadProducts(
      app.db,
      app.config.publicUrl,
      rows.map((row) => row.productId),
    );
    const byId = new Map(loaded.map((product) => [product.id, product]));
    return rows.flatMap((row) => {
      const product = byId.get(row.productId);
      return product ? [{ id: row.id, created_at: row.createdAt.toISOString(), product }] : [];
    });
  };

  contractRoute(
    app,
    'GET /v1/wishlist',
    docs,
    async (request) => answer('GET /v1/wishlist', await load(shopperOf(request).userId)),
    route,
  );

  // The product page also sends variant and quantity; they are accepted and ignored.
  contractRoute(
    app,
    'POST /v1/wishlist',
    docs,
    async (request) => {
      const { userId } = shopperOf(request);
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, request.body.product_id));
      if (!product) throw notFound('Product');
      await app.db
        .insert(wishlistItems)
        .values({ userId, productId: product.id })
        .onConflictDoNothing();
      const [row] = await app.db
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
      const [item] = row ? await load(userId, row.id) : [];
      if (!item) throw notFound('Wishlist item');
      return answer('POST /v1/wishlist', item, 'Item added to wishlist.');
    },
    route,
  );

  contractRoute(
    app,
    'DELETE /v1/wishlist/{id}',
    docs,
    async (request) => {
      const deleted = await app.db
        .delete(wishlistItems)
        .where(
          and(
            eq(wishlistItems.id, request.params.id),
            eq(wishlistItems.userId, shopperOf(request).userId),
          ),
        )
        .returning({ id: wishlistItems.id });
      if (!deleted.length) throw notFound('Wishlist item');
      return answer('DELETE /v1/wishlist/{id}', null, 'Item removed from wishlist.');
    },
    route,
  );

  contractRoute(
    app,
    'DELETE /v1/wishlist',
    docs,
    async (request) => {
      await app.db.delete(wishlistItems).where(eq(wishlistItems.userId, shopperOf(request).userId));
      return answer('DELETE /v1/wishlist', null, 'Wishlist cleared.');
    },
    route,
  );

  // A state-changing GET: Bearer only, as a link on another site would carry the cookie.
  contractRoute(
    app,
    'GET /v1/clear/clear',
    {
      ...docs,
      security: bearerOnlySecurity,
      description:
        'Bearer only (401 `bearer_required` with a cookie alone): use `DELETE /v1/wishlist`.',
    },
    async (request) => {
      await app.db.delete(wishlistItems).where(eq(wishlistItems.userId, shopperOf(request).userId));
      return answer('GET /v1/clear/clear', null, 'Wishlist cleared.');
    },
    { onRequest: requireBearerShopper },
  );
}
