import type { PlaceOrderBody } from '@shop/shared-contracts/api/calls';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { toAddress } from '../addresses/address-view';
import { lockShopper } from '../cart/shopper-lock';
import { discountCents, findUsableCoupon } from '../coupons/coupon-rules';
import type { Db } from '../db/client';
import { addresses, countries, users, walletTransactions } from '../db/schema-accounts';
import { products, variants } from '../db/schema-catalog';
import {
  cartItems,
  coupons,
  orderItems,
  orders,
  orderTrackingEvents,
  shippingPrices,
} from '../db/schema-shopping';
import { ApiError, notFound } from '../http/api-error';
import { orderOfKey, rememberKey, requestHash } from './idempotency';
import { nextOrderNumber } from './order-number';

const conflict = (message: string) => new ApiError(409, message);

/**
 * Prices the shopper's cart on the server and places the order in one transaction. The shopper
 * is locked first, so the cart is read after any other checkout of theirs committed and is
 * consumed exactly once; variant and wallet rows are locked, and every decrement is conditional,
 * so concurrent orders can neither oversell stock nor overdraw a wallet: the loser gets a
 * 409/422, never a negative number. With an idempotency key, a repeated request answers the
 * order the first one placed.
 */
export async function placeOrder(
  db: Db,
  userId: number,
  body: PlaceOrderBody,
  idempotencyKey: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const hash = requestHash(body);
    if (idempotencyKey) {
      const placed = await orderOfKey(tx, idempotencyKey, userId, hash);
      if (placed !== null) return placed;
    }
    const [addressRow] = await tx
      .select({ address: addresses, country: countries.name })
      .from(addresses)
      .innerJoin(countries, eq(countries.id, addresses.countryId))
      .where(and(eq(addresses.id, body.address_id), eq(addresses.userId, userId)));
    if (!addressRow) throw notFound('Address');

    const cart = await tx
      .select({
        item: cartItems,
        stock: variants.stock,
        priceCents: variants.priceCents,
        productId: variants.productId,
        vendorId: products.vendorId,
        name: products.nameGerman,
      })
      .from(cartItems)
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(variants.id))
      .for('update', { of: variants });
    // Out-of-stock items stay in the cart and are not charged.
    const lines = cart.filter((line) => line.stock > 0);
    if (lines.length === 0)
      throw new ApiError(422, 'No items available for checkout', {
        cart: ['No items available for checkout'],
      });
    for (const line of lines) {
      if (line.item.quantity > line.stock) {
        throw conflict(
          `Only ${line.stock} left of "${line.name}". Please update the quantity in your cart.`,
        );
      }
    }
    const priced = lines.map((line) => ({
      ...line,
      subtotalCents: line.priceCents * line.item.quantity,
    }));
    const subtotal = priced.reduce((sum, line) => sum + line.subtotalCents, 0);

    const [prices] = await tx.select().from(shippingPrices).where(eq(shippingPrices.id, 1));
    const shipping =
      body.shipping_type === 'fast'
        ? (prices?.fastPriceCents ?? 2000)
        : (prices?.priceCents ?? 1000);

    let discount = 0;
    let couponCode: string | null = null;
    if (body.coupon.trim()) {
      const coupon = await findUsableCoupon(tx, body.coupon);
      discount = discountCents(coupon, priced);
      const used = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(
          and(
            eq(coupons.id, coupon.id),
            sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
          ),
        )
        .returning({ id: coupons.id });
      if (!used.length)
        throw new ApiError(422, 'This coupon has reached its usage limit.', {
          coupon: ['This coupon has reached its usage limit.'],
        });
      couponCode = coupon.code;
    }
    const total = Math.max(0, subtotal + shipping - discount);

    let walletUsage = 0;
    if (body.wallet) {
      const [wallet] = await tx
        .select({ cents: users.walletCents })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      walletUsage = Math.min(wallet?.cents ?? 0, total);
      if (walletUsage > 0) {
        const charged = await tx
          .update(users)
          .set({ walletCents: sql`${users.walletCents} - ${walletUsage}` })
          .where(and(eq(users.id, userId), gte(users.walletCents, walletUsage)))
          .returning({ id: users.id });
        if (!charged.length) throw conflict('Your wallet balance changed. Please try again.');
      }
    }
    const finalPrice = total - walletUsage;

    for (const line of priced) {
      const taken = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${line.item.quantity}` })
        .where(and(eq(variants.id, line.item.variantId), gte(variants.stock, line.item.quantity)))
        .returning({ id: variants.id });
      if (!taken.length)
        throw conflict(`"${line.name}" has just sold out. Please update your cart.`);
    }

    // Sold counts per product, updated in id order so concurrent orders lock rows alike.
    const sold = new Map<number, number>();
    for (const line of priced)
      sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.item.quantity);
    for (const [productId, quantity] of [...sold].sort((a, b) => a[0] - b[0])) {
      await tx
        .update(products)
        .set({ soldCount: sql`${products.soldCount} + ${quantity}` })
        .where(eq(products.id, productId));
    }

    const now = new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        orderNumber: await nextOrderNumber(tx, now),
        orderStatus: 'pending',
        // Fully paid from the wallet, otherwise cash on delivery.
        paymentStatus: finalPrice === 0 ? 'paid' : 'unpaid',
        shippingType: body.shipping_type,
        shippingCostCents: shipping,
        subtotalCents: subtotal,
        discountCents: discount,
        priceAfterDiscountCents: total,
        walletUsageCents: walletUsage,
        finalPriceCents: finalPrice,
        couponCode,
        address: toAddress(addressRow.address, addressRow.country),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw conflict('The order could not be saved. Please try again.');
    await tx.insert(orderItems).values(
      priced.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        variantId: line.item.variantId,
        unitPriceCents: line.priceCents,
        quantity: line.item.quantity,
        subtotalCents: line.subtotalCents,
      })),
    );
    await tx.insert(orderTrackingEvents).values({
      orderId: order.id,
      status: 'pending',
      description: 'Order placed',
      createdAt: now,
    });
    if (walletUsage > 0) {
      await tx.insert(walletTransactions).values({
        userId,
        type: 'order',
        amountCents: walletUsage,
        description: `Order ${order.orderNumber}`,
        createdAt: now,
      });
    }
    const ordered = priced.map((line) => line.item.id);
    const consumed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ordered)))
      .returning({ id: cartItems.id });
    // Cannot happen while the shopper lock holds; if it ever does, nothing is ordered twice.
    if (consumed.length !== ordered.length)
      throw conflict('Your cart changed while the order was placed. Please check your cart.');
    if (idempotencyKey) await rememberKey(tx, idempotencyKey, userId, hash, order.id);
    return order.id;
  });
}
