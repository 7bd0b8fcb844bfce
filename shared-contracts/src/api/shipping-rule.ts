/**
 * The one shipping rule, shared by the API (which charges it) and the screens (which explain
 * it): standard shipping is free once the order value reaches the threshold; express always
 * costs its price. The order value ("Bestellwert") is the subtotal of the charged (in-stock)
 * items BEFORE any coupon discount: the cart can then say how much is missing before a coupon
 * is chosen, and applying a coupon never brings a shipping charge back.
 */
import type { Static } from 'typebox';
import type { ShippingType } from './entities';
import type * as checkout from './schema/checkout';

/**
 * The threshold the API uses unless `FREE_SHIPPING_THRESHOLD_EUR` says otherwise. Screens name
 * it only until `GET /v1/shop-settings` has answered with the configured one (the first paint);
 * the product page waits for the settings (its prefetch loads them) and never names this one.
 */
export const DEFAULT_FREE_SHIPPING_THRESHOLD_EUR = 100;

/** `GET /v1/shop-settings`: the shop's configuration that screens show, the same for everyone. */
export type ShopSettings = Static<typeof checkout.shopSettings>;

export interface ShippingRates {
  standardCents: number;
  expressCents: number;
  /** Order value (cents) from which standard shipping is free. */
  freeStandardFromCents: number;
}

/** What shipping costs for an order value, in cents. */
export function shippingCents(
  type: ShippingType,
  orderValueCents: number,
  rates: ShippingRates,
): number {
  if (type === 'fast') return rates.expressCents;
  return orderValueCents >= rates.freeStandardFromCents ? 0 : rates.standardCents;
}

/** How much more the order value must be for free standard shipping, in cents (0 once reached). */
export function missingForFreeShippingCents(orderValueCents: number, rates: ShippingRates): number {
  return Math.max(0, rates.freeStandardFromCents - orderValueCents);
}
