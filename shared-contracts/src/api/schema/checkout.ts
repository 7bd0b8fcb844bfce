/** Schemas of paying: wallet, shipping prices, coupons, the checkout quote and placing an order. */
import { Type } from 'typebox';
import { WALLET_TRANSACTION_TYPES } from '../entities';
import { arrayOf, id, int, nullableStr, num, object, oneOf, str, timestamp } from './primitives';
import { cartVendor } from './shopping';

export const wallet = object({ balance: num });

export const walletTransaction = object({
  id,
  /** `refund`: an order's wallet payment given back (a cancel), neither income nor a deposit. */
  type: oneOf(WALLET_TRANSACTION_TYPES),
  /** Always positive; the type says whether it came in or went out. */
  amount: num,
  /**
   * What the entry is about, for the screen to describe it in the shopper's language: the order
   * number of an `order` or `refund`, `opening-credit` for the opening deposit, else null.
   */
  reference: nullableStr,
  /** Legacy free text; screens describe an entry from `type` and `reference`. */
  description: nullableStr,
  created_at: timestamp,
});

export const shippingPrices = object({
  /** Standard (normal) shipping. */
  price: num,
  /** Express (fast) shipping. */
  fast_price: num,
  /** Order value (items before the coupon) from which standard shipping is free. */
  free_shipping_threshold: num,
});

/** Configuration the screens show; the free-shipping threshold in euros. */
export const shopSettings = object({ free_shipping_threshold: num });

export const discountType = oneOf(['percentage', 'fixed']);

export const coupon = object({
  code: str(40),
  discount_type: discountType,
  discount_amount: num,
  vendor_id: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
});
export const couponBody = object({ code: str(40, 1) });

export const shippingType = oneOf(['normal', 'fast']);

/** The coupon (empty for none) and the wallet choice default on the server. */
const paymentChoice = {
  shipping_type: shippingType,
  /** Coupon code, or empty for none. */
  coupon: Type.Optional(Type.String({ minLength: 0, maxLength: 40, default: '' })),
  wallet: Type.Optional(Type.Boolean({ default: false })),
};
export const checkoutQuoteBody = object(paymentChoice);
export const placeOrderBody = object({ address_id: id, ...paymentChoice });

/** `Idempotency-Key`: a retry with the same key answers the first order. */
export const idempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String()) });

/** A charged cart item (in stock) and the share of the coupon's discount that falls on it. */
export const quoteLine = object({
  cart_item_id: id,
  vendor: cartVendor,
  quantity: int,
  unit_price: num,
  subtotal: num,
  discount: num,
});

/** The discount a coupon gives on one seller's items. */
export const vendorDiscount = object({ vendor: cartVendor, discount: num });

export const checkoutQuote = object({
  /** In-stock items only: out-of-stock ones stay in the cart and are not charged. */
  lines: arrayOf(quoteLine),
  /** Cart items left out because they are out of stock. */
  excluded_item_ids: arrayOf(id),
  /** Units charged (sum of the lines' quantities). */
  item_count: int,
  subtotal: num,
  shipping_type: shippingType,
  shipping_cost: num,
  /** Order value (the subtotal, before the coupon) from which standard shipping is free. */
  free_shipping_threshold: num,
  /** What the subtotal lacks for free standard shipping; 0 once reached. */
  free_shipping_missing: num,
  /** The applied coupon, or null without one. */
  coupon: Type.Union([coupon, Type.Null()]),
  discount: num,
  /** The discount per seller, in the order of the lines; empty without a coupon. */
  vendor_discounts: arrayOf(vendorDiscount),
  /** subtotal + shipping - discount, never below 0. */
  price_after_discount: num,
  wallet_balance: num,
  /** What the wallet pays: min(balance, price_after_discount) when asked, else 0. */
  wallet_usage: num,
  /** What is left to pay on delivery. */
  final_price: num,
});
