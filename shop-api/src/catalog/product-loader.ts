import type { Product, Variant, VariantAttribute } from '@shop/shared-contracts/api/entities';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attributeValues,
  categories,
  productImages,
  products,
  variants,
} from '../db/schema-catalog';
import { euros } from '../http/money';
import { storageUrl } from '../http/storage-url';

type AttributeRow = typeof attributeValues.$inferSelect;
const ATTRIBUTES_TTL_MS = 60_000;
const attributeCache = new WeakMap<Db, { at: number; value: Promise<Map<number, AttributeRow>> }>();

/** Colours and sizes are a small, rarely changing table: kept in memory for a minute per database. */
function attributesById(db: Db): Promise<Map<number, AttributeRow>> {
  const cached = attributeCache.get(db);
  if (cached && Date.now() - cached.at < ATTRIBUTES_TTL_MS) return cached.value;
  const value = db
    .select()
    .from(attributeValues)
    .then((rows) => new Map(rows.map((row) => [row.id, row])));
  attributeCache.set(db, { at: Date.now(), value });
  value.catch(() => attributeCache.delete(db));
  return value;
}

const colorType = { name_german: 'Farbe', name_arabic: 'اللون' };
const sizeType = { name_german: 'Größe', name_arabic: 'المقاس' };

/** Loads full products (category names, variants with attributes, images) in three queries. */
export async function loadProducts(db: Db, publicUrl: string, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, variantRows, imageRows, attributes] = await Promise.all([
    db
      .select({ product: products, category: categories })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids)),
    db.select().from(variants).where(inArray(variants.productId, ids)).orderBy(asc(variants.id)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    attributesById(db),
  ]);

  const variantsByProduct = new Map<number, Variant[]>();
  for (const variant of variantRows) {
    const color = variant.colorId === null ? undefined : attributes.get(variant.colorId);
    const size = variant.sizeId === null ? undefined : attributes.get(variant.sizeId);
    const variantAttributes: VariantAttribute[] = [];
    if (color) variantAttributes.push(toAttribute(color, 'color'));
    if (size) variantAttributes.push(toAttribute(size, 'select'));
    const list = variantsByProduct.get(variant.productId) ?? [];
    list.push({
      id: variant.id,
      price: euros(variant.priceCents),
      stock: variant.stock,
      is_out_of_stock: variant.stock <= 0,
      attributes: variantAttributes,
    });
    variantsByProduct.set(variant.productId, list);
  }
  const imagesByProduct = new Map<number, Product['images']>();
  for (const image of imageRows) {
    const list = imagesByProduct.get(image.productId) ?? [];
    list.push({
      id: image.id,
      image: image.path,
      url: storageUrl(publicUrl, image.path),
      color: image.color,
    });
    imagesByProduct.set(image.productId, list);
  }

  const byId = new Map<number, Product>();
  for (const { product, category } of rows) {
    const images = imagesByProduct.get(product.id);
    byId.set(product.id, {
      id: product.id,
      name_german: product.nameGerman,
      name_arabic: product.nameArabic,
      description_german: product.descriptionGerman,
      description_arabic: product.descriptionArabic,
      category_id: product.categoryId,
      category: {
        id: category.id,
        name_german: category.nameGerman,
        name_arabic: category.nameArabic,
      },
      vendor_id: product.vendorId,
      average_rating: Math.round(product.averageRating * 100) / 100,
      reviews_count: product.reviewsCount,
      min_price: euros(product.minPriceCents),
      images: images?.length ? images : [placeholderImage(publicUrl)],
      variants: variantsByProduct.get(product.id) ?? [],
      created_at: product.createdAt.toISOString(),
    });
  }
  // Keep the caller's order (search sort, home groups).
  return ids.flatMap((productId) => byId.get(productId) ?? []);
}

function toAttribute(row: AttributeRow, type: 'color' | 'select'): VariantAttribute {
  return {
    attribute_id: row.id,
    type,
    value: row.value,
    type_values: type === 'color' ? colorType : sizeType,
    name_german: row.nameGerman,
    name_arabic: row.nameArabic,
  };
}

function placeholderImage(publicUrl: string): Product['images'][number] {
  const path = 'placeholders/product.svg';
  return { id: 0, image: path, url: storageUrl(publicUrl, path), color: null };
}
