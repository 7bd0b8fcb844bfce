import type { ProductSearchQuery } from '@shop/shared-contracts/api/calls';
import type { SortKey } from '@shop/shared-contracts/api/entities';
import { and, asc, desc, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { attributeValues, categories, products, variants } from '../db/schema-catalog';

export const sortKeys: SortKey[] = ['newest', 'price_asc', 'price_desc', 'rating', 'best_selling'];

const list = {
  type: 'array',
  maxItems: 20,
  items: { type: 'string', minLength: 1, maxLength: 20 },
} as const;
const price = { type: 'number', minimum: 0, maximum: 1000000 } as const;

export const searchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    category_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    color: list,
    size: list,
    price_from: price,
    price_to: price,
    sort_by: { type: 'string', enum: sortKeys, default: 'newest' },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 15 },
    q: { type: 'string', maxLength: 100 },
  },
} as const;

/** `#1E88E5`, `1e88e5` and `0xFF1e88e5` all mean the colour `#1e88e5`. */
export function normalizeColor(raw: string): string {
  const hex = raw.trim().toLowerCase().replace(/^#/, '').replace(/^0xff/, '');
  return `#${hex}`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function searchConditions(query: ProductSearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.category_id !== undefined) {
    const ids = sql`(SELECT ${categories.id} FROM ${categories} WHERE ${categories.id} = ${query.category_id} OR ${categories.parentId} = ${query.category_id})`;
    conditions.push(sql`${products.categoryId} IN ${ids}`);
  }
  if (query.color?.length) {
    const values = query.color.map(normalizeColor);
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${variants} JOIN ${attributeValues} ON ${attributeValues.id} = ${variants.colorId} WHERE ${variants.productId} = ${products.id} AND ${inArray(attributeValues.value, values)})`,
    );
  }
  if (query.size?.length) {
    const values = query.size.map((size) => size.trim().toUpperCase());
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${variants} JOIN ${attributeValues} ON ${attributeValues.id} = ${variants.sizeId} WHERE ${variants.productId} = ${products.id} AND upper(${attributeValues.value}) IN ${values})`,
    );
  }
  if (query.price_from !== undefined)
    conditions.push(gte(products.minPriceCents, Math.round(query.price_from * 100)));
  if (query.price_to !== undefined)
    conditions.push(lte(products.minPriceCents, Math.round(query.price_to * 100)));
  const text = query.q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(or(ilike(products.nameGerman, pattern), ilike(products.nameArabic, pattern)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function searchOrder(sort: SortKey | undefined): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.minPriceCents), asc(products.id)];
    case 'price_desc':
      return [desc(products.minPriceCents), asc(products.id)];
    case 'rating':
      return [desc(products.averageRating), desc(products.reviewsCount), asc(products.id)];
    case 'best_selling':
      return [desc(products.soldCount), asc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}
