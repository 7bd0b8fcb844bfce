import { PRODUCT_LIMITS } from '@shop/shared-contracts/api/marketplace';
import { arrayOf, id, int, nullableStr, num, object, str, timestamp } from '../schemas/primitives';

export const tags = ['seller'];

const nullableId = { type: ['integer', 'null'] } as const;
const productStatus = { type: 'string', enum: ['draft', 'published'] } as const;

export const sellerStoreSchema = object({
  vendor_id: int,
  status: { type: 'string', enum: ['active', 'suspended'] },
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
  description_german: str(5000),
  description_arabic: str(5000),
  store_logo: nullableStr,
  address: str(255),
});

/** Loose bounds: the limits themselves are checked by code, which answers a code per field. */
export const sellerStoreBody = object({
  store_name_in_german: str(2000),
  store_name_in_arabic: str(2000),
  description_german: str(20000),
  description_arabic: str(20000),
});

const option = object({
  id: int,
  kind: { type: 'string', enum: ['color', 'size'] },
  value: str(40),
  name_german: str(60),
  name_arabic: str(60),
});

export const sellerOptionsSchema = object({
  categories: arrayOf(
    object({ id: int, parent_id: nullableId, name_german: str(120), name_arabic: str(120) }),
  ),
  colors: arrayOf(option),
  sizes: arrayOf(option),
});

const variantSchema = object({
  id: int,
  color_id: nullableId,
  size_id: nullableId,
  price: num,
  stock: int,
});
export const imageSchema = object({ id: int, url: str(2000), srcset: str(20000), position: int });

export const sellerProductSchema = object({
  id: int,
  status: productStatus,
  name_german: str(PRODUCT_LIMITS.nameMax),
  name_arabic: str(PRODUCT_LIMITS.nameMax),
  description_german: str(PRODUCT_LIMITS.descriptionMax),
  description_arabic: str(PRODUCT_LIMITS.descriptionMax),
  category_id: int,
  variants: arrayOf(variantSchema),
  images: arrayOf(imageSchema),
  updated_at: timestamp,
});

export const sellerProductSummarySchema = object({
  id: int,
  status: productStatus,
  name_german: str(PRODUCT_LIMITS.nameMax),
  name_arabic: str(PRODUCT_LIMITS.nameMax),
  price: num,
  stock: int,
  image: nullableStr,
  updated_at: timestamp,
});

// Numbers, not integers: a fractional stock gets the field's own code from `productValues`.
const count = { type: 'number', minimum: -1_000_000, maximum: 1_000_000 } as const;
const money = { type: 'number', minimum: -1_000_000_000, maximum: 1_000_000_000 } as const;

export const sellerProductBody = object({
  name_german: str(20000),
  name_arabic: str(20000),
  description_german: str(100000),
  description_arabic: str(100000),
  category_id: id,
  variants: {
    type: 'array',
    maxItems: 500,
    items: object(
      {
        id,
        color_id: { ...nullableId, minimum: 1, maximum: 2147483647 },
        size_id: { ...nullableId, minimum: 1, maximum: 2147483647 },
        price: money,
        stock: count,
        stock_seen: count,
      },
      ['color_id', 'size_id', 'price', 'stock'],
    ),
  },
});

export const sellerProductsQuery = object(
  {
    q: { type: 'string', maxLength: 100 },
    status: productStatus,
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  },
  [],
);
