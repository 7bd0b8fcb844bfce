/**
 * The one shipping rule, shared by the API (which charges it) and the screens (which explain
 * it): standard shipping is free once the order value reaches the threshold; express always
 * costs its price. The order value ("Bestellwert") is the subtotal of the charged (in-stock)
 * items BEFORE any coupon discount: the cart can then say how much is missing before a coupon
 * is chosen, and applying a coupon never brings a shipping charge back.
 */
import type { ShippingType } from './entities';

/**
 * The threshold the API uses unless `FREE_SHIPPING_THRESHOLD_EUR` says otherwise, and the one
 * the header banner and the product page name (they are drawn before any API answer). A deploy
 * that changes the setting must also change this until those texts read the API's figure.
 */
export const DEFAULT_FREE_SHIPPING_THRESHOLD_EUR = 100;

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
