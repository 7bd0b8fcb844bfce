/** Schemas of the cart and the wishlist: their items and what the shopper sends to change them. */
import { Type } from 'typebox';
import { attributeType, product, productSummary } from './catalog';
import { arrayOf, bool, id, int, num, object, str, timestamp } from './primitives';

const names = { name_german: str(60), name_arabic: str(60) };

export const cartVariantValue = object({
  variant_attribute: object({ id: int, type: attributeType, ...names }),
  value: str(40),
  ...names,
});

/** The variant as cart and order items show it (their `product_variant` field). */
export const variantView = object({
  id,
  price: num,
  stock: int,
  variant_values: arrayOf(cartVariantValue),
});

/** The seller of a cart item, with their store name in both languages. */
export const cartVendor = object({
  id,
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
});

export const cartItem = object({
  id,
  /** The product in list form; the chosen variant's names are in `product_variant`. */
  product: productSummary,
  /** Who sells the product, so a cart can group its items by seller. */
  vendor: cartVendor,
  product_variant: variantView,
  quantity: int,
  /** Unit price decided by the server. */
  price: num,
  out_of_stock: bool,
});

const quantity = Type.Integer({ minimum: 1, maximum: 999 });
export const addToCartBody = object({ product_id: id, product_variant_id: id, quantity });
export const cartQuantityBody = object({ quantity });

export const wishlistItem = object({ id, created_at: timestamp, product });

/** The product page also sends variant and quantity; they are accepted and ignored. */
export const addToWishlistBody = object({
  product_id: id,
  product_variant_id: Type.Optional(id),
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
});
