import type { CheckoutQuote, VendorDiscount } from '@shop/shared-contracts/api/checkout-quote';
import type { ShippingType } from '@shop/shared-contracts/api/entities';
import { toCoupon } from '../coupons/coupon-rules';
import { euros } from '../http/money';
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
