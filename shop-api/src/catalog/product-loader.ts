import type {
  Product,
  ProductSummary,
  VariantAttribute,
} from '@shop/shared-contracts/api/entities';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

const colorType = { name_german: 'Farbe', name_arabic: 'اللون' };
const sizeType = { name_german: 'Größe', name_arabic: 'المقاس' };
const colorValues = alias(attributeValues, 'color_values');
const sizeValues = alias(attributeValues, 'size_values');

/**
 * The three queries behind every product answer, built once per database and sent as prepared
 * statements: building Drizzle SQL on every request was a fifth of the API's CPU time.
 */
function prepareProductQueries(db: Db) {
  const ids = sql.placeholder('ids');
  return {
    products: db
      .select({
        product: products,
        category: {
          id: categories.id,
          nameGerman: categories.nameGerman,
          nameArabic: categories.nameArabic,
        },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${products.id} = ANY(${ids})`)
      .prepare('catalog_products'),
    variants: db
      .select({
        id: variants.id,
        productId: variants.productId,
        priceCents: variants.priceCents,
        stock: variants.stock,
        retired: variants.retired,
        color: {
          id: colorValues.id,
          value: colorValues.value,
          nameGerman: colorValues.nameGerman,
          nameArabic: colorValues.nameArabic,
        },
        size: {
          id: sizeValues.id,
          value: sizeValues.value,
          nameGerman: sizeValues.nameGerman,
          nameArabic: sizeValues.nameArabic,
        },
      })
      .from(variants)
      .leftJoin(colorValues, eq(colorValues.id, variants.colorId))
      .leftJoin(sizeValues, eq(sizeValues.id, variants.sizeId))
      .where(sql`${variants.productId} = ANY(${ids})`)
      .orderBy(asc(variants.id))
      .prepare('catalog_variants'),
    images: db
      .select()
      .from(productImages)
      .where(sql`${productImages.productId} = ANY(${ids})`)
      .orderBy(asc(productImages.position), asc(productImages.id))
      .prepare('catalog_images'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareProductQueries>>();

function productQueries(db: Db) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepareProductQueries(db);
    prepared.set(db, queries);
  }
  return queries;
}

type AttributeRow = { id: number; value: string; nameGerman: string; nameArabic: string } | null;

function toAttribute(row: NonNullable<AttributeRow>, type: 'color' | 'select'): VariantAttribute {
  return {
    attribute_id: row.id,
    type,
    value: row.value,
    type_values: type === 'color' ? colorType : sizeType,
    name_german: row.nameGerman,
    name_arabic: row.nameArabic,
  };
}

// A retired variant (removed by its vendor, kept for the orders that name it) is never offered,
// so it is not in `variants`; cart and order lines still name its colour and size through this.
const retiredVariants = new WeakMap<Product, Product['variants']>();

/** The product's retired variants, for lines that already hold one (cart, orders). */
export function retiredVariantsOf(product: Product | undefined): Product['variants'] {
  return (product && retiredVariants.get(product)) ?? [];
}

/** Loads full products (category names, variants with attributes, images) in three queries. */
export async function loadProducts(db: Db, publicUrl: string, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const queries = productQueries(db);
  const [rows, variantRows, imageRows] = await Promise.all([
    queries.products.execute({ ids }),
    queries.variants.execute({ ids }),
    queries.images.execute({ ids }),
  ]);

  const variantsByProduct = new Map<number, Product['variants']>();
  const retiredByProduct = new Map<number, Product['variants']>();
  for (const variant of variantRows) {
    const attributes: VariantAttribute[] = [];
    if (variant.color) attributes.push(toAttribute(variant.color, 'color'));
    if (variant.size) attributes.push(toAttribute(variant.size, 'select'));
    const lists = variant.retired ? retiredByProduct : variantsByProduct;
    const list = lists.get(variant.productId) ?? [];
    list.push({
      id: variant.id,
      price: euros(variant.priceCents),
      stock: variant.stock,
      is_out_of_stock: variant.stock <= 0,
      attributes,
    });
    lists.set(variant.productId, list);
  }
  const imagesByProduct = new Map<number, Product['images']>();
  for (const image of imageRows) {
    const list = imagesByProduct.get(image.productId) ?? [];
    list.push({
      id: image.id,
      image: image.path,
      url: storageUrl(publicUrl, image.path),
      color: image.color,
      // A vendor's upload, resized into these widths: the shop draws it by srcset.
      ...(image.widths?.length ? { widths: image.widths } : {}),
    });
    imagesByProduct.set(image.productId, list);
  }

  const byId = new Map<number, Product>();
  for (const { product, category } of rows) {
    const images = imagesByProduct.get(product.id);
    const loaded: Product = {
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
    };
    const retired = retiredByProduct.get(product.id);
    if (retired) retiredVariants.set(loaded, retired);
    byId.set(product.id, loaded);
  }
  // Keep the caller's order (search sort, home groups).
  return ids.flatMap((productId) => byId.get(productId) ?? []);
}

/** What a list screen shows of a product: no descriptions, variants by colour and size code. */
export function toSummary(product: Product): ProductSummary {
  const { description_german: _de, description_arabic: _ar, variants: full, ...rest } = product;
  return {
    ...rest,
    // The stored minimum covers every variant, so the maximum comes from the same list.
    max_price: Math.max(product.min_price, ...full.map((variant) => variant.price)),
    in_stock: full.some((variant) => !variant.is_out_of_stock),
    variants: full.map((variant) => ({
      id: variant.id,
      price: variant.price,
      stock: variant.stock,
      is_out_of_stock: variant.is_out_of_stock,
      color: variant.attributes.find((attribute) => attribute.type === 'color')?.value ?? null,
      size: variant.attributes.find((attribute) => attribute.type === 'select')?.value ?? null,
    })),
  };
}

export async function loadProductSummaries(
  db: Db,
  publicUrl: string,
  ids: number[],
): Promise<ProductSummary[]> {
  return (await loadProducts(db, publicUrl, ids)).map(toSummary);
}

function placeholderImage(publicUrl: string): Product['images'][number] {
  const path = 'placeholders/product.svg';
  return { id: 0, image: path, url: storageUrl(publicUrl, path), color: null };
}
