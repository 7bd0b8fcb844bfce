import { PRODUCT_LIMITS, type SellerProductInput } from '@shop/shared-contracts/api/marketplace';
import { intlLocale } from '@shop/shared-contracts/format/locale';

/** One variant row as typed: numbers stay text until they are checked. */
export interface VariantDraft {
  id?: number;
  /** Stable React key of a row, also for rows not saved yet. */
  key: string;
  color_id: string;
  size_id: string;
  price: string;
  stock: string;
}

export interface ProductDraft {
  name_german: string;
  name_arabic: string;
  description_german: string;
  description_arabic: string;
  category_id: string;
  variants: VariantDraft[];
}

/** Field name (as the API names it, `variants.0.price`) -> problem code. */
export type ProductErrors = Record<string, string>;

/**
 * A saved price as the vendor types it: two decimals in the language's format ("24,90"), Latin
 * digits (which `decimal` reads back) and no thousands separator.
 */
export function priceText(price: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(price);
}

const decimal = (text: string) =>
  /^\d+([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function textProblem(value: string, max: number): string | undefined {
  if (!value.trim()) return 'required';
  return value.trim().length > max ? 'too_long' : undefined;
}

/**
 * The API's rules on a product (`PRODUCT_LIMITS`), checked before sending so the vendor sees every
 * problem at once; the server checks them again and its 422 codes land on the same fields.
 */
export function validateProduct(draft: ProductDraft): ProductErrors {
  const errors: ProductErrors = {};
  const put = (field: string, code: string | undefined) => {
    if (code) errors[field] = code;
  };
  put('name_german', textProblem(draft.name_german, PRODUCT_LIMITS.nameMax));
  put('name_arabic', textProblem(draft.name_arabic, PRODUCT_LIMITS.nameMax));
  put('description_german', textProblem(draft.description_german, PRODUCT_LIMITS.descriptionMax));
  put('description_arabic', textProblem(draft.description_arabic, PRODUCT_LIMITS.descriptionMax));
  put('category_id', draft.category_id ? undefined : 'required');
  if (draft.variants.length === 0) put('variants', 'variants_none');
  if (draft.variants.length > PRODUCT_LIMITS.variantsMax) put('variants', 'variants_too_many');
  const seen = new Set<string>();
  draft.variants.forEach((variant, index) => {
    const price = decimal(variant.price);
    if (!variant.price.trim()) put(`variants.${index}.price`, 'required');
    else if (!(price >= PRODUCT_LIMITS.priceMin && price <= PRODUCT_LIMITS.priceMax))
      put(`variants.${index}.price`, 'price_range');
    const stock = whole(variant.stock);
    if (!variant.stock.trim()) put(`variants.${index}.stock`, 'required');
    else if (!(stock >= 0 && stock <= PRODUCT_LIMITS.stockMax))
      put(`variants.${index}.stock`, 'stock_range');
    const pair = `${variant.color_id}×${variant.size_id}`;
    if (seen.has(pair)) put(`variants.${index}.size_id`, 'duplicate_variant');
    seen.add(pair);
  });
  return errors;
}

/** The request body of a checked draft. */
export function toProductInput(draft: ProductDraft): SellerProductInput {
  return {
    name_german: draft.name_german.trim(),
    name_arabic: draft.name_arabic.trim(),
    description_german: draft.description_german.trim(),
    description_arabic: draft.description_arabic.trim(),
    category_id: Number(draft.category_id),
    variants: draft.variants.map((variant) => ({
      ...(variant.id === undefined ? {} : { id: variant.id }),
      color_id: variant.color_id ? Number(variant.color_id) : null,
      size_id: variant.size_id ? Number(variant.size_id) : null,
      price: decimal(variant.price),
      stock: whole(variant.stock),
    })),
  };
}
