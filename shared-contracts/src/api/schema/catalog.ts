/** Schemas of the catalogue's answers: categories, products (full and in list form), vendors. */
import { Type } from 'typebox';
import {
  arrayOf,
  bool,
  id,
  int,
  nullableStr,
  num,
  object,
  oneOf,
  str,
  timestamp,
} from './primitives';

export const names = { name_german: str(200), name_arabic: str(200) };

export const subCategory = object({
  id,
  parent_id: id,
  image: nullableStr,
  ...names,
  slug_german: str(140),
  slug_arabic: str(140),
});

export const category = object({
  id,
  image: nullableStr,
  ...names,
  slug_german: str(140),
  slug_arabic: str(140),
  sub_categories: arrayOf(subCategory),
});

export const attributeType = oneOf(['color', 'select', 'pattern']);

export const variantAttribute = object({
  attribute_id: id,
  type: attributeType,
  /** Colour hex such as `#1e88e5`, or a size code such as `M`. */
  value: str(40),
  /** Attribute-type names, e.g. "Farbe" / "اللون". */
  type_values: object(names),
  ...names,
});

export const variant = object({
  id,
  price: num,
  stock: int,
  is_out_of_stock: bool,
  attributes: arrayOf(variantAttribute),
});

export const productImage = object({
  id: int,
  /** Storage path, relative to the image storage base. */
  image: str(255),
  /** Absolute URL of the same image. */
  url: str(600),
  /** Colour hex this image shows, or null for all colours. */
  color: nullableStr,
  /** Widths of the resized copies beside `image` (vendor uploads); absent for seeded pictures. */
  widths: Type.Optional(Type.Array(int, { maxItems: 8 })),
});

export const categoryNames = object({ id, ...names });

export const product = object({
  id,
  ...names,
  description_german: Type.String(),
  description_arabic: Type.String(),
  category_id: id,
  category: categoryNames,
  vendor_id: id,
  average_rating: num,
  reviews_count: int,
  min_price: num,
  images: arrayOf(productImage),
  variants: arrayOf(variant),
  created_at: timestamp,
});

/** A variant as list screens show it: price, stock and its colour and size codes (or null). */
export const variantSummary = object({
  id,
  price: num,
  stock: int,
  is_out_of_stock: bool,
  color: nullableStr,
  size: nullableStr,
});

/** A product in list answers (search, home groups): no descriptions, variants in short form. */
export const productSummary = object({
  id,
  ...names,
  category_id: id,
  category: categoryNames,
  vendor_id: id,
  average_rating: num,
  reviews_count: int,
  min_price: num,
  /** The dearest variant's price: above `min_price`, the tile says "from". */
  max_price: num,
  /** Whether any variant can be bought now; false: the tile says sold out. */
  in_stock: bool,
  images: arrayOf(productImage),
  variants: arrayOf(variantSummary),
  created_at: timestamp,
});

export const homeProductGroups = object({
  best_sellers: arrayOf(productSummary),
  recently_added: arrayOf(productSummary),
  for_you: arrayOf(productSummary),
});

/** A vendor with the figures its seller card shows (computed by the API, never typed in). */
export const vendorProfile = object({
  id,
  store_logo: nullableStr,
  /** Absolute URL of `store_logo`, or null without a logo. */
  store_logo_url: nullableStr,
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
  address: str(255),
  /** The city of `address` (its last part without the postal code), or null if it has none. */
  city: nullableStr,
  member_since: timestamp,
  /** Mean rating of every review of the vendor's products (0 without reviews). */
  average_rating: num,
  reviews_count: int,
  products_count: int,
});

export const review = object({
  id,
  product_id: id,
  user: object({ name: str(120) }),
  rating: int,
  review: Type.String(),
  created_at: timestamp,
  verified_purchase: bool,
});
