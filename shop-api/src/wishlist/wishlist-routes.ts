import type { AddToWishlistBody } from '@shop/shared-contracts/api/calls';
import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadProducts } from '../catalog/product-loader';
import { products } from '../db/schema-catalog';
import { wishlistItems } from '../db/schema-shopping';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { productSchema } from '../schemas/catalog-schemas';
import {
  arrayOf,
  envelope,
  id,
  idParams,
  nullEnvelope,
  object,
  responses,
  timestamp,
} from '../schemas/primitives';

const route = { onRequest: requireShopper };
const schemaBase = { tags: ['wishlist'], security: bearerSecurity };
const wishlistItemSchema = object({ id, created_at: timestamp, product: productSchema });

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

  app.get(
    '/wishlist',
    {
      ...route,
      schema: { ...schemaBase, response: responses(envelope(arrayOf(wishlistItemSchema))) },
    },
    async (request) => answer('GET /v1/wishlist', await load(shopperOf(request).userId)),
  );

  app.post<{ Body: AddToWishlistBody }>(
    '/wishlist',
    {
      ...route,
      schema: {
        ...schemaBase,
        // The product page also sends variant and quantity; they are accepted and ignored.
        body: object(
          {
            product_id: id,
            product_variant_id: id,
            quantity: { type: 'integer', minimum: 0, maximum: 999 },
          },
          ['product_id'],
        ),
        response: responses(envelope(wishlistItemSchema)),
      },
    },
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
  );

  app.delete<{ Params: { id: number } }>(
    '/wishlist/:id',
    { ...route, schema: { ...schemaBase, params: idParams, response: responses(nullEnvelope) } },
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
  );

  app.get(
    '/clear/clear',
    { ...route, schema: { ...schemaBase, response: responses(nullEnvelope) } },
    async (request) => {
      await app.db.delete(wishlistItems).where(eq(wishlistItems.userId, shopperOf(request).userId));
      return answer('GET /v1/clear/clear', null, 'Wishlist cleared.');
    },
  );
}
