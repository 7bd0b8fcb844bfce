import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, walletTransactions } from '../db/schema-accounts';
import { products, variants } from '../db/schema-catalog';
import { coupons, type orderItems } from '../db/schema-shopping';

type ItemRow = typeof orderItems.$inferSelect;

/**
 * Puts the items' stock and sold counts back. Variants and products are updated in id order, as
 * checkout locks them, so concurrent orders and cancels agree on the order of their row locks.
 */
export async function restoreStock(tx: Db, items: ItemRow[]): Promise<void> {
  for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${item.quantity}` })
      .where(eq(variants.id, item.variantId));
  }
  const sold = new Map<number, number>();
  for (const item of items)
    sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of [...sold].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(products)
      .set({ soldCount: sql`GREATEST(${products.soldCount} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
  }
}

/** Credits the wallet and records the refund against the order number. */
export async function refundToWallet(
  tx: Db,
  userId: number,
  cents: number,
  orderNumber: string,
  at: Date,
): Promise<void> {
  if (cents <= 0) return;
  await tx
    .update(users)
    .set({ walletCents: sql`${users.walletCents} + ${cents}` })
    .where(eq(users.id, userId));
  await tx.insert(walletTransactions).values({
    userId,
    type: 'refund',
    amountCents: cents,
    reference: orderNumber,
    createdAt: at,
  });
}

/** The order's coupon use comes back once the whole order is cancelled. */
export async function releaseCoupon(tx: Db, couponCode: string | null): Promise<void> {
  if (!couponCode) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`GREATEST(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.code, couponCode));
}
