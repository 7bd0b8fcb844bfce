import type { PlaceOrderBody } from '@shop/shared-contracts/api/calls';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { toAddress } from '../addresses/address-view';
import { lockShopper } from '../cart/shopper-lock';
import { quoteCart } from '../checkout/quote-cart';
import type { Db } from '../db/client';
import { addresses, countries, users, walletTransactions } from '../db/schema-accounts';
import { products, variants } from '../db/schema-catalog';
import { cartItems, coupons, orderItems, orders, orderTrackingEvents } from '../db/schema-shopping';
import { ApiError, notFound } from '../http/api-error';
import { createShipments } from '../shipments/create-shipments';
import { orderOfKey, rememberKey, requestHash } from './idempotency';
import { nextOrderNumber } from './order-number';

const conflict = (message: string) => new ApiError(409, message);

/**
 * Prices the shopper's cart on the server (with `quoteCart`, as the checkout quote does) and
 * places the order in one transaction. The shopper
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
  freeShippingFromCents: number,
  /** Called once the new order has committed; not for a replay of an idempotency key. */
  onPlaced: () => void = () => {},
): Promise<number> {
  let placedNow = false;
  const orderId = await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const hash = requestHash(body);
    if (idempotencyKey) {
      const placed = await orderOfKey(tx, idempotencyKey, userId, hash);
      if (placed !== null) return placed;
    }
    const [addressRow] = await tx
      .select({ address: addresses, country: countries.name, code: countries.code })
      .from(addresses)
      .innerJoin(countries, eq(countries.id, addresses.countryId))
      .where(and(eq(addresses.id, body.address_id), eq(addresses.userId, userId)));
    if (!addressRow) throw notFound('Address');

    const { pricing, coupon } = await quoteCart(tx, { userId }, body, {
      lock: true,
      freeShippingFromCents,
    });
    if (coupon) {
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
    }
    const walletUsage = pricing.walletUsageCents;
    if (walletUsage > 0) {
      const paid = await tx
        .update(users)
        .set({ walletCents: sql`${users.walletCents} - ${walletUsage}` })
        .where(and(eq(users.id, userId), gte(users.walletCents, walletUsage)))
        .returning({ id: users.id });
      if (!paid.length) throw conflict('Your wallet balance changed. Please try again.');
    }
    const priced = pricing.items;
    for (const line of priced) {
      const taken = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${line.quantity}` })
        .where(and(eq(variants.id, line.variantId), gte(variants.stock, line.quantity)))
        .returning({ id: variants.id });
      if (!taken.length)
        throw conflict(`"${line.name}" has just sold out. Please update your cart.`);
    }

    // Sold counts per product, updated in id order so concurrent orders lock rows alike.
    const sold = new Map<number, number>();
    for (const line of priced)
      sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
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
        paymentStatus: pricing.finalCents === 0 ? 'paid' : 'unpaid',
        shippingType: body.shipping_type,
        shippingCostCents: pricing.shippingCents,
        subtotalCents: pricing.subtotalCents,
        discountCents: pricing.discountCents,
        priceAfterDiscountCents: pricing.totalCents,
        walletUsageCents: walletUsage,
        finalPriceCents: pricing.finalCents,
        couponCode: coupon?.code ?? null,
        address: toAddress(addressRow.address, addressRow.country, addressRow.code),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw conflict('The order could not be saved. Please try again.');
    const itemRows = await tx
      .insert(orderItems)
      .values(
        priced.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          variantId: line.variantId,
          unitPriceCents: line.priceCents,
          quantity: line.quantity,
          subtotalCents: line.subtotalCents,
        })),
      )
      .returning({ id: orderItems.id, variantId: orderItems.variantId });
    // One shipment per vendor; a cart holds each variant once, so the variant finds its line.
    const lineOf = new Map(priced.map((line) => [line.variantId, line]));
    await createShipments(
      tx,
      order.id,
      itemRows.map((row) => {
        const line = lineOf.get(row.variantId);
        return {
          id: row.id,
          vendorId: line?.vendorId ?? 0,
          subtotalCents: line?.subtotalCents ?? 0,
          discountCents: line?.discountCents ?? 0,
        };
      }),
      walletUsage,
      now,
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
        reference: order.orderNumber,
        createdAt: now,
      });
    }
    const ordered = priced.map((line) => line.cartItemId);
    const consumed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ordered)))
      .returning({ id: cartItems.id });
    // Cannot happen while the shopper lock holds; if it ever does, nothing is ordered twice.
    if (consumed.length !== ordered.length)
      throw conflict('Your cart changed while the order was placed. Please check your cart.');
    if (idempotencyKey) await rememberKey(tx, idempotencyKey, userId, hash, order.id);
    placedNow = true;
    return order.id;
  });
  if (placedNow) onPlaced();
  return orderId;
}
