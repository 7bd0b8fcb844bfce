/**
 * `POST /v1/checkout/quote`: what placing the order would charge right now. The API prices the
 * quote and the order with one function, so the totals a screen shows before the order is placed
 * are the ones the order gets.
 */
import type { CartVendor, Coupon, ShippingType } from './entities';

export interface CheckoutQuoteBody {
  shipping_type: ShippingType;
  /** Coupon code, or empty for none. */
  coupon: string;
  wallet: boolean;
}

/** A charged cart item (in stock) and the share of the coupon's discount that falls on it. */
export interface QuoteLine {
  cart_item_id: number;
  vendor: CartVendor;
  quantity: number;
  unit_price: number;
  subtotal: number;
  discount: number;
}

/** The discount a coupon gives on one seller's items. */
export interface VendorDiscount {
  vendor: CartVendor;
  discount: number;
}

export interface CheckoutQuote {
  /** In-stock items only: out-of-stock ones stay in the cart and are not charged. */
  lines: QuoteLine[];
  /** Cart items left out because they are out of stock. */
  excluded_item_ids: number[];
  /** Units charged (sum of the lines' quantities). */
  item_count: number;
  subtotal: number;
  shipping_type: ShippingType;
  shipping_cost: number;
  /** Order value (the subtotal, before the coupon) from which standard shipping is free. */
  free_shipping_threshold: number;
  /** What the subtotal lacks for free standard shipping; 0 once reached. */
  free_shipping_missing: number;
  /** The applied coupon, or null without one. */
  coupon: Coupon | null;
  discount: number;
  /** The discount per seller, in the order of the lines; empty without a coupon. */
  vendor_discounts: VendorDiscount[];
  /** subtotal + shipping - discount, never below 0. */
  price_after_discount: number;
  wallet_balance: number;
  /** What the wallet pays: min(balance, price_after_discount) when asked, else 0. */
  wallet_usage: number;
  /** What is left to pay on delivery. */
  final_price: number;
}

/** Business days from order to delivery per shipping type. */
export const DELIVERY_BUSINESS_DAYS: Record<ShippingType, { min: number; max: number }> = {
  normal: { min: 3, max: 5 },
  fast: { min: 1, max: 2 },
};
