/**
 * `POST /v1/checkout/quote`: what placing the order would charge right now. The API prices the
 * quote and the order with one function, so the totals a screen shows before the order is placed
 * are the ones the order gets.
 */
import type { Static } from 'typebox';
import type { ShippingType } from './entities';
import type * as checkout from './schema/checkout';

/** The coupon (empty for none) and the wallet choice are optional: the server defaults them. */
export type CheckoutQuoteBody = Static<typeof checkout.checkoutQuoteBody>;

/** A charged cart item (in stock) and the share of the coupon's discount that falls on it. */
export type QuoteLine = Static<typeof checkout.quoteLine>;

/** The discount a coupon gives on one seller's items. */
export type VendorDiscount = Static<typeof checkout.vendorDiscount>;

export type CheckoutQuote = Static<typeof checkout.checkoutQuote>;

/** Business days from order to delivery per shipping type. */
export const DELIVERY_BUSINESS_DAYS: Record<ShippingType, { min: number; max: number }> = {
  normal: { min: 3, max: 5 },
  fast: { min: 1, max: 2 },
};
