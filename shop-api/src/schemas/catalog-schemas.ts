import { arrayOf, bool, id, int, nullableStr, num, object, str, timestamp } from './primitives';

const names = { name_german: str(200), name_arabic: str(200) };

export const subCategorySchema = object({
  id,
  parent_id: id,
  image: nullableStr,
  ...names,
  slug_german: str(140),
  slug_arabic: str(140),
});

export const categorySchema = object({
  id,
  image: nullableStr,
  ...names,
  slug_german: str(140),
  slug_arabic: str(140),
  sub_categories: arrayOf(subCategorySchema),
});

export const variantAttributeSchema = object({
  attribute_id: id,
  type: { type: 'string', enum: ['color', 'select', 'pattern'] },
  value: str(40),
  type_values: object(names),
  ...names,
});

export const variantSchema = object({
  id,
  price: num,
  stock: int,
  is_out_of_stock: bool,
  attributes: arrayOf(variantAttributeSchema),
});

export const productImageSchema = object(
  {
    id: int,
    image: str(255),
    url: str(600),
    color: nullableStr,
    // Only on vendor uploads (resized copies beside `image`); seeded pictures have none.
    widths: { type: 'array', items: int, maxItems: 8 },
  },
  ['id', 'image', 'url', 'color'],
);

export const productSchema = object({
  id,
  ...names,
  description_german: { type: 'string' },
  description_arabic: { type: 'string' },
  category_id: id,
  category: object({ id, ...names }),
  vendor_id: id,
  average_rating: num,
  reviews_count: int,
  min_price: num,
  images: arrayOf(productImageSchema),
  variants: arrayOf(variantSchema),
  created_at: timestamp,
});

/** A product in list answers (search, home groups): `ProductSummary` of the contract. */
export const productSummarySchema = object({
  id,
  ...names,
  category_id: id,
  category: object({ id, ...names }),
  vendor_id: id,
  average_rating: num,
  reviews_count: int,
  min_price: num,
  max_price: num,
  in_stock: bool,
  images: arrayOf(productImageSchema),
  variants: arrayOf(
    object({
      id,
      price: num,
      stock: int,
      is_out_of_stock: bool,
      color: nullableStr,
      size: nullableStr,
    }),
  ),
  created_at: timestamp,
});

export const vendorSchema = object({
  id,
  store_logo: nullableStr,
  store_logo_url: nullableStr,
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
  address: str(255),
  city: nullableStr,
  member_since: timestamp,
  average_rating: num,
  reviews_count: int,
  products_count: int,
});

export const reviewSchema = object({
  id,
  product_id: id,
  user: object({ name: str(120) }),
  rating: int,
  review: { type: 'string' },
  created_at: timestamp,
  verified_purchase: bool,
});
