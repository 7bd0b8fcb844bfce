import type { LoginResult } from '@shop/shared-contracts/api/entities';
import { and, asc, eq, sql } from 'drizzle-orm';
import { hashToken } from '../accounts/tokens';
import type { Db } from '../db/client';
import { outerColumn } from '../db/outer-column';
import { products, variants } from '../db/schema-catalog';
import { cartItems, visitorCarts } from '../db/schema-shopping';
import { lockShopper } from './shopper-lock';

export type CartMerge = NonNullable<LoginResult['cart_merge']>;

/**
 * Moves the visitor cart of a cookie into the shopper's cart at sign-in: each line's quantity is
 * added to the shopper's own, capped by the stock (a line that is not sold now keeps what the
 * shopper had, or nothing); the visitor cart is deleted. Returns the lines that were capped, or
 * null when the cookie has no live visitor cart.
 *
 * Race-safe: the visitor cart's row is locked and deleted in the same transaction, so of two
 * sign-ins with the same cookie at once the second waits, then finds no row, and merges nothing.
 */
export async function mergeVisitorCart(
  db: Db,
  visitorToken: string,
  userId: number,
): Promise<CartMerge | null> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [cart] = await tx
      .select({ id: visitorCarts.id })
      .from(visitorCarts)
      .where(
        and(
          eq(visitorCarts.tokenHash, hashToken(visitorToken)),
          sql`${visitorCarts.lastUsedAt} > now() - interval '30 days'`,
        ),
      )
      .for('update');
    if (!cart) return null;
    const lines = await tx
      .select({
        productId: variants.productId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
        stock: sql<number>`CASE WHEN ${products.listed} AND NOT ${variants.retired} THEN ${variants.stock} ELSE 0 END`,
        // The shopper's own quantity of this line's variant: the subquery names the outer row.
        own: sql<number>`coalesce((SELECT own.quantity FROM cart_items AS own WHERE own.user_id = ${userId} AND own.variant_id = ${outerColumn(cartItems.variantId)}), 0)`,
      })
      .from(cartItems)
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(cartItems.visitorCartId, cart.id))
      .orderBy(asc(cartItems.id));
    const capped: CartMerge['capped'] = [];
    for (const line of lines) {
      const own = Number(line.own);
      const wanted = own + line.quantity;
      // Never below what the shopper had: a line out of stock stays as it was in their cart.
      const kept = Math.max(own, Math.min(wanted, line.stock));
      if (kept < wanted) {
        capped.push({ product_id: line.productId, product_variant_id: line.variantId, kept });
      }
      if (kept === own) continue;
      await tx
        .insert(cartItems)
        .values({ userId, variantId: line.variantId, quantity: kept })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.variantId],
          set: { quantity: kept },
        });
    }
    // Its items go with it (ON DELETE CASCADE).
    await tx.delete(visitorCarts).where(eq(visitorCarts.id, cart.id));
    return { capped };
  });
}
