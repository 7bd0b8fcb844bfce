import type { CheckoutQuoteBody } from '@shop/shared-contracts/api/checkout-quote';
import type { CartVendor } from '@shop/shared-contracts/api/entities';
import { asc, eq, sql } from 'drizzle-orm';
import { type CartOwner, ownedBy } from '../cart/cart-owner';
import { type CouponRow, findUsableCoupon } from '../coupons/coupon-rules';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { products, variants, vendors } from '../db/schema-catalog';
import { cartItems } from '../db/schema-shopping';
import { ApiError } from '../http/api-error';
import { type ChargedItem, type CheckoutPricing, priceCheckout } from './price-checkout';
import { loadShippingRates } from './shipping-rates';

/** A charged cart item with what placing the order needs besides its price. */
export interface QuotedItem extends ChargedItem {
  variantId: number;
  productId: number;
  stock: number;
  name: string;
  vendor: CartVendor;
}

export interface CartQuote {
  /** `pricing.items` are the charged (in-stock) items. */
  pricing: CheckoutPricing<QuotedItem>;
  excludedItemIds: number[];
  coupon: CouponRow | null;
  walletBalanceCents: number;
  freeShippingFromCents: number;
}

export const NO_ITEMS = 'No items available for checkout';

/**
 * Reads the shopper's (or, for the cart page's quote, a visitor's) cart, the shipping price, the coupon and the wallet, and prices them with
 * the checkout's money rules. The quote answers it as is; placing an order calls it inside its
 * transaction with `lock` (variant and wallet rows locked until it commits) and then charges
 * exactly these figures, so the two can never disagree. Throws what placing the order would
 * throw: 422 without an item in stock or with an unusable coupon, 409 when a quantity is above
 * the stock left.
 */
export async function quoteCart(
  tx: Db,
  owner: CartOwner,
  body: CheckoutQuoteBody,
  { lock, freeShippingFromCents }: { lock: boolean; freeShippingFromCents: number },
): Promise<CartQuote> {
  const cartQuery = tx
    .select({
      cartItemId: cartItems.id,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      // A draft, a suspended store's product or a retired variant is not charged, like one out of stock.
      stock: sql<number>`CASE WHEN ${products.listed} AND NOT ${variants.retired} THEN ${variants.stock} ELSE 0 END`,
      priceCents: variants.priceCents,
      productId: variants.productId,
      name: products.nameGerman,
      vendor: {
        id: vendors.id,
        store_name_in_german: vendors.storeNameInGerman,
        store_name_in_arabic: vendors.storeNameInArabic,
      },
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(ownedBy(owner))
    .orderBy(asc(variants.id));
  const cart = lock ? await cartQuery.for('update', { of: variants }) : await cartQuery;
  // Out-of-stock items stay in the cart and are not charged.
  const charged = cart.filter((item) => item.stock > 0);
  if (charged.length === 0) throw new ApiError(422, NO_ITEMS, { cart: [NO_ITEMS] });
  for (const item of charged) {
    if (item.quantity > item.stock) {
      throw new ApiError(
        409,
        `Only ${item.stock} left of "${item.name}". Please update the quantity in your cart.`,
      );
    }
  }

  const rates = await loadShippingRates(tx, freeShippingFromCents);
  // The schema defaults the code to '' when it is left out.
  const code = body.coupon ?? '';
  const coupon = code.trim() ? await findUsableCoupon(tx, code) : null;
  // A visitor has no wallet.
  const walletBalanceCents = 'userId' in owner ? await walletCentsOf(tx, owner.userId, lock) : 0;

  const pricing = priceCheckout({
    items: charged.map((item) => ({ ...item, vendorId: item.vendor.id })),
    shippingType: body.shipping_type,
    rates,
    coupon,
    walletCents: body.wallet ? walletBalanceCents : null,
  });
  return {
    pricing,
    excludedItemIds: cart.filter((item) => item.stock <= 0).map((item) => item.cartItemId),
    coupon,
    walletBalanceCents,
    freeShippingFromCents,
  };
}

async function walletCentsOf(tx: Db, userId: number, lock: boolean): Promise<number> {
  const walletQuery = tx
    .select({ cents: users.walletCents })
    .from(users)
    .where(eq(users.id, userId));
  const [wallet] = lock ? await walletQuery.for('update') : await walletQuery;
  return wallet?.cents ?? 0;
}
