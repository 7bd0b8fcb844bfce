import type { CheckoutQuote, VendorDiscount } from '@shop/shared-contracts/api/checkout-quote';
import type { ShippingType } from '@shop/shared-contracts/api/entities';
import { cartVendorSchema } from '../cart/cart-view';
import { couponSchema } from '../coupons/coupon-routes';
import { toCoupon } from '../coupons/coupon-rules';
import { euros } from '../http/money';
import { arrayOf, id, int, num, object } from '../schemas/primitives';
import type { CartQuote } from './quote-cart';

/** The quote as the API answers it: euros, with the discount per line and per seller. */
export function toQuote(
  { pricing, excludedItemIds, coupon, walletBalanceCents, freeShippingFromCents }: CartQuote,
  shippingType: ShippingType,
): CheckoutQuote {
  const perSeller = new Map<number, VendorDiscount & { cents: number }>();
  for (const item of pricing.items) {
    if (item.discountCents <= 0) continue;
    const seller = perSeller.get(item.vendor.id) ?? { vendor: item.vendor, discount: 0, cents: 0 };
    seller.cents += item.discountCents;
    perSeller.set(item.vendor.id, seller);
  }
  return {
    lines: pricing.items.map((item) => ({
      cart_item_id: item.cartItemId,
      vendor: item.vendor,
      quantity: item.quantity,
      unit_price: euros(item.priceCents),
      subtotal: euros(item.subtotalCents),
      discount: euros(item.discountCents),
    })),
    excluded_item_ids: excludedItemIds,
    item_count: pricing.items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: euros(pricing.subtotalCents),
    shipping_type: shippingType,
    shipping_cost: euros(pricing.shippingCents),
    free_shipping_threshold: euros(freeShippingFromCents),
    free_shipping_missing: euros(pricing.freeShippingMissingCents),
    coupon: coupon ? toCoupon(coupon) : null,
    discount: euros(pricing.discountCents),
    vendor_discounts: [...perSeller.values()].map(({ vendor, cents }) => ({
      vendor,
      discount: euros(cents),
    })),
    price_after_discount: euros(pricing.totalCents),
    wallet_balance: euros(walletBalanceCents),
    wallet_usage: euros(pricing.walletUsageCents),
    final_price: euros(pricing.finalCents),
  };
}

export const quoteSchema = object({
  lines: arrayOf(
    object({
      cart_item_id: id,
      vendor: cartVendorSchema,
      quantity: int,
      unit_price: num,
      subtotal: num,
      discount: num,
    }),
  ),
  excluded_item_ids: arrayOf(id),
  item_count: int,
  subtotal: num,
  shipping_type: { type: 'string', enum: ['normal', 'fast'] },
  shipping_cost: num,
  free_shipping_threshold: num,
  free_shipping_missing: num,
  coupon: { anyOf: [couponSchema, { type: 'null' }] },
  discount: num,
  vendor_discounts: arrayOf(object({ vendor: cartVendorSchema, discount: num })),
  price_after_discount: num,
  wallet_balance: num,
  wallet_usage: num,
  final_price: num,
});
