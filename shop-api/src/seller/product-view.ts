import type {
  ProductStatus,
  SellerProduct,
  SellerProductSummary,
} from '@shop/shared-contracts/api/marketplace';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outerColumn } from '../db/outer-column';
import { productImages, products, variants } from '../db/schema-catalog';
import { euros } from '../http/money';
import { storageUrl } from '../http/storage-url';
import { likePattern } from '../operator/reason';
import { pictureUrls } from './picture-files';

export const PRODUCTS_PER_PAGE = 20;

/**
 * One product of the vendor with its live variants and pictures, or null: another vendor's
 * product is null too, so the route answers 404 and ids never tell whose a product is.
 */
export async function loadSellerProduct(
  db: Db,
  publicUrl: string,
  vendorId: number,
  id: number,
): Promise<SellerProduct | null> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
  if (!product) return null;
  const [variantRows, imageRows] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(and(eq(variants.productId, id), eq(variants.retired, false)))
      .orderBy(asc(variants.id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  return {
    id: product.id,
    status: product.status as ProductStatus,
    name_german: product.nameGerman,
    name_arabic: product.nameArabic,
    description_german: product.descriptionGerman,
    description_arabic: product.descriptionArabic,
    category_id: product.categoryId,
    variants: variantRows.map((v) => ({
      id: v.id,
      color_id: v.colorId,
      size_id: v.sizeId,
      price: euros(v.priceCents),
      stock: v.stock,
    })),
    images: imageRows.map((image) => ({
      id: image.id,
      ...pictureUrls(publicUrl, image.path, image.widths),
      position: image.position,
    })),
    updated_at: product.updatedAt.toISOString(),
  };
}

/** A page of the vendor's products, last changed first; `q` matches either name. */
export async function listSellerProducts(
  db: Db,
  publicUrl: string,
  vendorId: number,
  { q, status, page }: { q?: string; status?: ProductStatus; page: number },
): Promise<{ rows: SellerProductSummary[]; total: number }> {
  const conditions: SQL[] = [eq(products.vendorId, vendorId)];
  if (status) conditions.push(eq(products.status, status));
  const text = q?.trim();
  if (text) {
    const match = or(
      ilike(products.nameGerman, likePattern(text)),
      ilike(products.nameArabic, likePattern(text)),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        status: products.status,
        nameGerman: products.nameGerman,
        nameArabic: products.nameArabic,
        minPriceCents: products.minPriceCents,
        updatedAt: products.updatedAt,
        stock: sql<number>`(SELECT coalesce(sum(${variants.stock}), 0)::int FROM ${variants} WHERE ${variants.productId} = ${outerColumn(products.id)} AND NOT ${variants.retired})`,
        image: sql<
          string | null
        >`(SELECT ${productImages.path} FROM ${productImages} WHERE ${productImages.productId} = ${outerColumn(products.id)} ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(PRODUCTS_PER_PAGE)
      .offset((page - 1) * PRODUCTS_PER_PAGE),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      status: row.status as ProductStatus,
      name_german: row.nameGerman,
      name_arabic: row.nameArabic,
      price: euros(row.minPriceCents),
      stock: Number(row.stock),
      image: row.image ? storageUrl(publicUrl, row.image) : null,
      updated_at: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
