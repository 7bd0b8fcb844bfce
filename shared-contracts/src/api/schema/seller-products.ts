/**
 * Schemas of the seller center's own store and products: the store's texts, what a product form
 * offers, the products with their variants and pictures. The bodies' bounds are loose on purpose:
 * the API checks the real limits (`PRODUCT_LIMITS`) in code and answers a code per field, which
 * the form translates, instead of a schema 400.
 */
import { Type } from 'typebox';
import { PRODUCT_LIMITS } from '../marketplace';
import { vendorStatus } from './operator';
import {
  arrayOf,
  id,
  int,
  nullableStr,
  num,
  object,
  oneOf,
  page,
  str,
  timestamp,
} from './primitives';

export const productStatus = oneOf(['draft', 'published']);
/** `{ type: ['integer', 'null'] }`, as the hand-written schemas had it (not an `anyOf`). */
const nullableInt = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

export const sellerStore = object({
  vendor_id: int,
  status: vendorStatus,
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
  description_german: str(5000),
  description_arabic: str(5000),
  /** Public URL of the logo, or null. */
  store_logo: nullableStr,
  address: str(255),
});

/** Names 1 to 120 characters and descriptions up to 5000 are checked by code, per field. */
export const sellerStoreBody = object({
  store_name_in_german: str(2000),
  store_name_in_arabic: str(2000),
  description_german: str(20000),
  description_arabic: str(20000),
});

export const attributeOption = object({
  id: int,
  kind: oneOf(['color', 'size']),
  /** Hex colour for colours, the size label for sizes. */
  value: str(40),
  name_german: str(60),
  name_arabic: str(60),
});

export const sellerOptions = object({
  categories: arrayOf(
    object({ id: int, parent_id: nullableInt, name_german: str(120), name_arabic: str(120) }),
  ),
  colors: arrayOf(attributeOption),
  sizes: arrayOf(attributeOption),
});

export const sellerVariant = object({
  id: int,
  color_id: nullableInt,
  size_id: nullableInt,
  price: num,
  stock: int,
});

export const sellerProductImage = object({
  id: int,
  /** The largest resized copy; `srcset` lists every size. */
  url: str(2000),
  srcset: str(20000),
  position: int,
});

export const sellerProduct = object({
  id: int,
  status: productStatus,
  name_german: str(PRODUCT_LIMITS.nameMax),
  name_arabic: str(PRODUCT_LIMITS.nameMax),
  description_german: str(PRODUCT_LIMITS.descriptionMax),
  description_arabic: str(PRODUCT_LIMITS.descriptionMax),
  category_id: int,
  variants: arrayOf(sellerVariant),
  images: arrayOf(sellerProductImage),
  updated_at: timestamp,
});

export const sellerProductSummary = object({
  id: int,
  status: productStatus,
  name_german: str(PRODUCT_LIMITS.nameMax),
  name_arabic: str(PRODUCT_LIMITS.nameMax),
  /** Lowest variant price. */
  price: num,
  stock: int,
  image: nullableStr,
  updated_at: timestamp,
});

export const sellerProductsQuery = object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(productStatus),
  page,
});

const optionId = Type.Unsafe<number | null>({
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 2147483647,
});
// Numbers, not integers: a fractional stock gets the field's own code from the API's checks.
const count = Type.Number({ minimum: -1_000_000, maximum: 1_000_000 });
const money = Type.Number({ minimum: -1_000_000_000, maximum: 1_000_000_000 });

export const sellerVariantBody = object({
  /** Present when an existing variant is changed; absent for a new one. */
  id: Type.Optional(id),
  color_id: optionId,
  size_id: optionId,
  price: money,
  stock: count,
  /**
   * The stock the form showed when it was opened. When sent, the change is applied relative to
   * it (`stock + (stock - stock_seen)` of what is left now), so units sold meanwhile are not put
   * back; without it `stock` is set as it is (last write wins).
   */
  stock_seen: Type.Optional(count),
});

export const sellerProductBody = object({
  name_german: str(20000),
  name_arabic: str(20000),
  description_german: str(100000),
  description_arabic: str(100000),
  category_id: id,
  /** One to `variantsMax` (checked by code); each colour × size pair at most once. */
  variants: Type.Array(sellerVariantBody, { maxItems: 500 }),
});

export const pictureParams = object({ id, imageId: id });

export const pictureOrderBody = object({ image_ids: Type.Array(id, { maxItems: 100 }) });
