import type { FieldErrorCode } from '@shop/shared-contracts/api/error-keys';
import { PRODUCT_LIMITS, type SellerProductInput } from '@shop/shared-contracts/api/marketplace';
import { ApiError } from '../http/api-error';

/** A variant as stored: cents, with the relative stock change when the form sent what it saw. */
export interface VariantValues {
  id?: number;
  colorId: number | null;
  sizeId: number | null;
  priceCents: number;
  stock: number;
  stockSeen?: number;
}

export interface ProductValues {
  nameGerman: string;
  nameArabic: string;
  descriptionGerman: string;
  descriptionArabic: string;
  categoryId: number;
  variants: VariantValues[];
}

/** What the database knows that the checks need: the ids that exist. */
export interface KnownIds {
  categories: Set<number>;
  colors: Set<number>;
  sizes: Set<number>;
  /** The product's own live variants (an update may only change these). */
  variants: Set<number>;
}

const L = PRODUCT_LIMITS;

/**
 * Checks a product form against `PRODUCT_LIMITS` and the known ids, and answers its values, or
 * a 422 listing every problem with a code per field (`variants.2.price`) for the form.
 */
export function productValues(input: SellerProductInput, known: KnownIds): ProductValues {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, FieldErrorCode> = {};
  const fail = (field: string, code: FieldErrorCode, message: string) => {
    if (errors[field]) return;
    errors[field] = [message];
    codes[field] = code;
  };
  const text = (field: keyof SellerProductInput, max: number) => {
    const value = typeof input[field] === 'string' ? (input[field] as string).trim() : '';
    if (!value) fail(field, 'required', 'This field is required.');
    else if (value.length > max) fail(field, 'too_long', `At most ${max} characters.`);
    return value;
  };
  const nameGerman = text('name_german', L.nameMax);
  const nameArabic = text('name_arabic', L.nameMax);
  const descriptionGerman = text('description_german', L.descriptionMax);
  const descriptionArabic = text('description_arabic', L.descriptionMax);
  if (!known.categories.has(input.category_id))
    fail('category_id', 'invalid', 'Please choose a category.');

  const list = Array.isArray(input.variants) ? input.variants : [];
  if (list.length === 0) fail('variants', 'required', 'Add at least one variant.');
  if (list.length > L.variantsMax)
    fail('variants', 'too_many', `At most ${L.variantsMax} variants.`);
  const pairs = new Set<string>();
  const ids = new Set<number>();
  const variants = list.slice(0, L.variantsMax).map((variant, index): VariantValues => {
    const at = (field: string) => `variants.${index}.${field}`;
    if (variant.id !== undefined && (!known.variants.has(variant.id) || ids.has(variant.id)))
      fail(at('id'), 'invalid', 'This variant is not part of the product.');
    if (variant.id !== undefined) ids.add(variant.id);
    if (variant.color_id !== null && !known.colors.has(variant.color_id))
      fail(at('color_id'), 'invalid', 'Please choose a colour from the list.');
    if (variant.size_id !== null && !known.sizes.has(variant.size_id))
      fail(at('size_id'), 'invalid', 'Please choose a size from the list.');
    const pair = `${variant.color_id}|${variant.size_id}`;
    if (pairs.has(pair)) fail(at('size_id'), 'duplicate', 'Each colour and size only once.');
    pairs.add(pair);
    if (!(variant.price >= L.priceMin && variant.price <= L.priceMax))
      fail(at('price'), 'out_of_range', `A price from ${L.priceMin} to ${L.priceMax} euros.`);
    if (!(Number.isInteger(variant.stock) && variant.stock >= 0 && variant.stock <= L.stockMax))
      fail(at('stock'), 'out_of_range', `A stock from 0 to ${L.stockMax}.`);
    const seen = variant.stock_seen;
    if (seen !== undefined && !(Number.isInteger(seen) && seen >= 0 && seen <= L.stockMax))
      fail(at('stock_seen'), 'out_of_range', `A stock from 0 to ${L.stockMax}.`);
    return {
      ...(variant.id !== undefined ? { id: variant.id } : {}),
      colorId: variant.color_id,
      sizeId: variant.size_id,
      priceCents: Math.round(variant.price * 100),
      stock: variant.stock,
      ...(seen !== undefined ? { stockSeen: seen } : {}),
    };
  });

  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(422, first, errors, { codes });
  return {
    nameGerman,
    nameArabic,
    descriptionGerman,
    descriptionArabic,
    categoryId: input.category_id,
    variants,
  };
}
