import type { ShippingType } from '@shop/shared-contracts/api/entities';
import {
  missingForFreeShippingCents,
  type ShippingRates,
  shippingCents,
} from '@shop/shared-contracts/api/shipping-rule';
import { type CouponRow, discountCents } from '../coupons/coupon-rules';

/** A cart item that is charged (in stock), in cents. */
export interface ChargedItem {
  cartItemId: number;
  vendorId: number;
  quantity: number;
  priceCents: number;
}

export type PricedItem<T extends ChargedItem = ChargedItem> = T & {
  subtotalCents: number;
  /** This item's share of the coupon's discount. */
  discountCents: number;
};

export interface CheckoutPricing<T extends ChargedItem = ChargedItem> {
  items: PricedItem<T>[];
  subtotalCents: number;
  shippingCents: number;
  /** What the subtotal lacks for free standard shipping (0 once reached). */
  freeShippingMissingCents: number;
  discountCents: number;
  /** subtotal + shipping - discount, never below 0. */
  totalCents: number;
  walletUsageCents: number;
  finalCents: number;
}

export interface PricingInput<T extends ChargedItem> {
  items: T[];
  shippingType: ShippingType;
  rates: ShippingRates;
  coupon: CouponRow | null;
  /** The wallet balance when the shopper pays with the wallet, else null. */
  walletCents: number | null;
}

/**
 * Splits `amount` cents over `weights` in proportion, so that the parts add up to `amount`
 * exactly: each part is rounded down and the cents left go to the largest remainders (the
 * earlier item on a tie). A shopper adding up the per-item discounts gets the total discount.
 */
export function splitCents(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((total, part) => total + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The money rules of a checkout, in cents: the subtotal of the charged items, plus shipping
 * (the shared shipping rule: standard is free from the threshold, judged on the subtotal before
 * the coupon), minus the coupon's discount (shared out over the items it applies to), then the wallet pays
 * what it can of the rest. Both the quote and the placed order are priced here.
 */
export function priceCheckout<T extends ChargedItem>({
  items,
  shippingType,
  rates,
  coupon,
  walletCents,
}: PricingInput<T>): CheckoutPricing<T> {
  const withSubtotals = items.map((item) => ({
    ...item,
    subtotalCents: item.priceCents * item.quantity,
  }));
  const subtotalCents = withSubtotals.reduce((sum, item) => sum + item.subtotalCents, 0);
  const shipping = shippingCents(shippingType, subtotalCents, rates);
  const discount = coupon ? discountCents(coupon, withSubtotals) : 0;
  const eligible = (item: ChargedItem) =>
    coupon !== null && (coupon.vendorId === null || item.vendorId === coupon.vendorId);
  const shares = splitCents(
    discount,
    withSubtotals.map((item) => (eligible(item) ? item.subtotalCents : 0)),
  );
  const totalCents = Math.max(0, subtotalCents + shipping - discount);
  const walletUsageCents =
    walletCents === null ? 0 : Math.max(0, Math.min(walletCents, totalCents));
  return {
    items: withSubtotals.map((item, index) => ({ ...item, discountCents: shares[index] ?? 0 })),
    subtotalCents,
    shippingCents: shipping,
    freeShippingMissingCents: missingForFreeShippingCents(subtotalCents, rates),
    discountCents: discount,
    totalCents,
    walletUsageCents,
    finalCents: totalCents - walletUsageCents,
  };
}
