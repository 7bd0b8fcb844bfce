import type { CartItem } from '@shop/shared-contracts/api/entities';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AttemptLimiter } from '../accounts/attempt-limiter';
import { ProductCache } from '../catalog/product-cache';
import { loadProducts, toSummary } from '../catalog/product-loader';
import { products as catalogProducts, variants } from '../db/schema-catalog';
import { cartItems } from '../db/schema-shopping';
import { ApiError, fieldError, notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import {
  bearerOnlySecurity,
  bearerSecurity,
  optionalShopper,
  requireBearerShopper,
  sessionToken,
  shopperOf,
} from '../plugins/auth';
import { type CartOwner, lockCartOwner, ownedBy, ownerColumns } from './cart-owner';
import { loadCart, loadCartOfRequest, variantView } from './cart-view';
import { VendorNames } from './vendor-names';
import { cartOwnerOf } from './visitor-cart';

interface AddedItem {
  id: number;
  productId: number;
  variantId: number;
  quantity: number;
}
// A visitor (no session) has a cart too, bound to the visitor cookie; a request that carries a
// session must carry a live one.
const route = { onRequest: optionalShopper };
const UNAVAILABLE = 'This product is not available right now.';
const docs = {
  tags: ['cart'],
  security: [...bearerSecurity, {}],
  description:
    "The signed-in shopper's cart (Bearer or session cookie), else the visitor's cart of the visitor cookie.",
};

/** 422 on `quantity` with a code, and how many are in stock, for the client's own words. */
function checkStock(stock: number, wanted: number): void {
  if (stock <= 0) throw fieldError('quantity', 'This item is out of stock.', 'out_of_stock');
  if (wanted > stock) {
    const message = `Only ${stock} item${stock === 1 ? ' is' : 's are'} in stock; you asked for ${wanted}.`;
    throw new ApiError(
      422,
      message,
      { quantity: [message] },
      { codes: { quantity: 'not_enough_stock' }, available: stock },
    );
  }
}

export function registerCartRoutes(app: FastifyInstance, limiter: AttemptLimiter): void {
  const products = new ProductCache(app.db, app.config.publicUrl, app.config.catalogCacheMs);
  const vendorNames = new VendorNames(app.db, app.config.catalogCacheMs);
  const cartItem = async (owner: CartOwner, itemId: number) => {
    const [item] = await loadCart(app.db, products, vendorNames, owner, itemId);
    if (!item) throw notFound('Cart item');
    return item;
  };

  /**
   * The item as added. A checkout of the same shopper may run right after this add committed
   * and order the item before it is read back: the add still succeeded, so it answers the item
   * with the quantity it put in the cart instead of a 404.
   */
  const addedItem = async (owner: CartOwner, added: AddedItem): Promise<CartItem> => {
    const [item] = await loadCart(app.db, products, vendorNames, owner, added.id);
    if (item) return item;
    const [product] = await loadProducts(app.db, app.config.publicUrl, [added.productId]);
    if (!product) throw notFound('Product variant');
    const variant = variantView(product, added.variantId);
    const vendor = (await vendorNames.get([product.vendor_id])).get(product.vendor_id);
    if (!vendor) throw notFound('Vendor');
    return {
      id: added.id,
      product: toSummary(product),
      vendor,
      product_variant: variant,
      quantity: added.quantity,
      price: variant.price,
      out_of_stock: variant.stock <= 0,
    };
  };

  // A session is checked in the statement that reads the cart (no `requireShopper`); a visitor
  // without a live cart has an empty one.
  contractRoute(app, 'GET /v1/cart', docs, async (request, reply) => {
    if (sessionToken(request)) {
      return answer(
        'GET /v1/cart',
        await loadCartOfRequest(app.db, products, vendorNames, request),
      );
    }
    const owner = await cartOwnerOf(request, reply, { create: false, limiter });
    return answer(
      'GET /v1/cart',
      owner ? await loadCart(app.db, products, vendorNames, owner) : [],
    );
  });

  contractRoute(
    app,
    'POST /v1/cart',
    docs,
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { create: true, limiter });
      if (!owner) throw new ApiError(401, 'Unauthenticated.');
      const { product_id, product_variant_id } = request.body;
      const added = await app.db.transaction(async (tx) => {
        await lockCartOwner(tx, owner);
        const [variant] = await tx
          .select()
          .from(variants)
          .where(eq(variants.id, product_variant_id))
          .for('update');
        if (!variant || variant.productId !== product_id) throw notFound('Product variant');
        const [product] = await tx
          .select({ listed: catalogProducts.listed })
          .from(catalogProducts)
          .where(eq(catalogProducts.id, product_id));
        if (!product?.listed) throw fieldError('product_id', UNAVAILABLE, 'unavailable');
        if (variant.retired) {
          throw fieldError('product_variant_id', 'This variant is no longer sold.', 'retired');
        }
        const [existing] = await tx
          .select()
          .from(cartItems)
          .where(and(ownedBy(owner), eq(cartItems.variantId, variant.id)));
        const wanted = (existing?.quantity ?? 0) + request.body.quantity;
        checkStock(variant.stock, wanted);
        let itemId = existing?.id;
        if (existing) {
          await tx.update(cartItems).set({ quantity: wanted }).where(eq(cartItems.id, existing.id));
        } else {
          const [created] = await tx
            .insert(cartItems)
            .values({ ...ownerColumns(owner), variantId: variant.id, quantity: wanted })
            .returning({ id: cartItems.id });
          itemId = created?.id;
        }
        if (!itemId) throw new ApiError(409, 'The cart changed; please try again.');
        return {
          id: itemId,
          productId: variant.productId,
          variantId: variant.id,
          quantity: wanted,
        };
      });
      return answer('POST /v1/cart', await addedItem(owner, added), 'Item added to cart.');
    },
    route,
  );

  contractRoute(
    app,
    'PUT /v1/cart/{id}',
    docs,
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { create: false, limiter });
      if (!owner) throw notFound('Cart item');
      const itemId = await app.db.transaction(async (tx) => {
        await lockCartOwner(tx, owner);
        const [row] = await tx
          .select({ item: cartItems, stock: variants.stock })
          .from(cartItems)
          .innerJoin(variants, eq(variants.id, cartItems.variantId))
          .where(and(eq(cartItems.id, request.params.id), ownedBy(owner)));
        if (!row) throw notFound('Cart item');
        checkStock(row.stock, request.body.quantity);
        await tx
          .update(cartItems)
          .set({ quantity: request.body.quantity })
          .where(eq(cartItems.id, row.item.id));
        return row.item.id;
      });
      return answer('PUT /v1/cart/{id}', await cartItem(owner, itemId), 'Cart updated.');
    },
    route,
  );

  contractRoute(
    app,
    'DELETE /v1/cart/{id}',
    docs,
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { create: false, limiter });
      if (!owner) throw notFound('Cart item');
      const deleted = await app.db
        .delete(cartItems)
        .where(and(eq(cartItems.id, request.params.id), ownedBy(owner)))
        .returning({ id: cartItems.id });
      if (!deleted.length) throw notFound('Cart item');
      return answer('DELETE /v1/cart/{id}', null, 'Item removed from cart.');
    },
    route,
  );

  contractRoute(
    app,
    'DELETE /v1/cart',
    docs,
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { create: false, limiter });
      if (owner) await app.db.delete(cartItems).where(ownedBy(owner));
      return answer('DELETE /v1/cart', null, 'Cart cleared.');
    },
    route,
  );

  // A link can make a browser send a GET with its cookies from any site: Bearer only (401
  // `bearer_required` otherwise). The shop's pages use `DELETE /v1/cart`.
  contractRoute(
    app,
    'GET /v1/clear/cart',
    {
      tags: ['cart'],
      security: bearerOnlySecurity,
      description:
        'Bearer only (401 `bearer_required` with a cookie alone): use `DELETE /v1/cart`.',
    },
    async (request) => {
      await app.db.delete(cartItems).where(eq(cartItems.userId, shopperOf(request).userId));
      return answer('GET /v1/clear/cart', null, 'Cart cleared.');
    },
    { onRequest: requireBearerShopper },
  );
}
