import { PRODUCT_LIMITS, type SellerProductInput } from '@shop/shared-contracts/api/marketplace';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attributeValues,
  categories,
  productImages,
  products,
  variants,
} from '../db/schema-catalog';
import { orderItems } from '../db/schema-shopping';
import { ApiError, notFound } from '../http/api-error';
import { type KnownIds, productValues, type VariantValues } from './product-input';

async function knownIds(tx: Db, liveVariants: number[]): Promise<KnownIds> {
  const [categoryRows, valueRows] = await Promise.all([
    tx.select({ id: categories.id }).from(categories),
    tx.select({ id: attributeValues.id, kind: attributeValues.kind }).from(attributeValues),
  ]);
  const ofKind = (kind: string) =>
    new Set(valueRows.filter((row) => row.kind === kind).map((row) => row.id));
  return {
    categories: new Set(categoryRows.map((row) => row.id)),
    colors: ofKind('color'),
    sizes: ofKind('size'),
    variants: new Set(liveVariants),
  };
}

/** The lowest price of the live variants, which the shop's sorting and price filter read. */
async function refreshMinPrice(tx: Db, productId: number) {
  await tx.execute(sql`
    UPDATE products SET min_price_cents = coalesce(
      (SELECT min(price_cents) FROM variants WHERE product_id = ${productId} AND NOT retired), 0)
    WHERE id = ${productId}`);
}

const variantRow = (productId: number, v: VariantValues) => ({
  productId,
  colorId: v.colorId,
  sizeId: v.sizeId,
  priceCents: v.priceCents,
  stock: v.stock,
});

/** A new product of the vendor, always a draft: publishing is a step of its own. */
export async function createProduct(db: Db, vendorId: number, input: SellerProductInput) {
  return db.transaction(async (tx) => {
    const values = productValues(input, await knownIds(tx, []));
    const [created] = await tx
      .insert(products)
      .values({
        vendorId,
        categoryId: values.categoryId,
        nameGerman: values.nameGerman,
        nameArabic: values.nameArabic,
        descriptionGerman: values.descriptionGerman,
        descriptionArabic: values.descriptionArabic,
        status: 'draft',
      })
      .returning({ id: products.id });
    if (!created) throw new ApiError(409, 'The product could not be saved.');
    await tx.insert(variants).values(values.variants.map((v) => variantRow(created.id, v)));
    await refreshMinPrice(tx, created.id);
    return created.id;
  });
}

/**
 * Locks the vendor's product for a change, or 404 (also for another vendor's product). The
 * variants are locked first, in id order, as a checkout locks them before its stock trigger
 * locks the product: taking the two in the other order could deadlock with a checkout.
 */
async function lockOwnProduct(tx: Db, vendorId: number, productId: number) {
  const [owned] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
  if (!owned) throw notFound('Product');
  const live = await tx
    .select({ id: variants.id, stock: variants.stock, retired: variants.retired })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.id))
    .for('update');
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return live.filter((row) => !row.retired);
}

/**
 * Names, descriptions, category and variants: variants with an id are changed, new ones added,
 * missing ones deleted, or retired (stock 0, out of the form) when an order points at them.
 * With `stock_seen` a stock change is relative, applied to what is left under the row lock, so
 * units that checkouts took since the form opened stay taken (never oversold, nothing lost).
 */
export async function updateProduct(
  db: Db,
  vendorId: number,
  productId: number,
  input: SellerProductInput,
) {
  await db.transaction(async (tx) => {
    const live = await lockOwnProduct(tx, vendorId, productId);
    const values = productValues(
      input,
      await knownIds(
        tx,
        live.map((row) => row.id),
      ),
    );
    await tx
      .update(products)
      .set({
        categoryId: values.categoryId,
        nameGerman: values.nameGerman,
        nameArabic: values.nameArabic,
        descriptionGerman: values.descriptionGerman,
        descriptionArabic: values.descriptionArabic,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, productId));
    for (const v of values.variants) {
      if (v.id === undefined) continue;
      const stock =
        v.stockSeen === undefined
          ? sql`${v.stock}`
          : sql`greatest(0, least(${PRODUCT_LIMITS.stockMax}, ${variants.stock} + ${v.stock - v.stockSeen}))`;
      await tx
        .update(variants)
        .set({ colorId: v.colorId, sizeId: v.sizeId, priceCents: v.priceCents, stock })
        .where(and(eq(variants.id, v.id), eq(variants.productId, productId)));
    }
    const kept = new Set(values.variants.flatMap((v) => (v.id === undefined ? [] : [v.id])));
    const gone = live.map((row) => row.id).filter((id) => !kept.has(id));
    if (gone.length) await removeVariants(tx, gone);
    const added = values.variants.filter((v) => v.id === undefined);
    if (added.length) await tx.insert(variants).values(added.map((v) => variantRow(productId, v)));
    await refreshMinPrice(tx, productId);
  });
}

/** Deletes variants nobody ordered; those in an order's history are retired instead. */
async function removeVariants(tx: Db, ids: number[]) {
  const ordered = (
    await tx
      .selectDistinct({ id: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.variantId, ids))
  ).map((row) => row.id);
  const retire = ids.filter((id) => ordered.includes(id));
  const remove = ids.filter((id) => !ordered.includes(id));
  if (retire.length)
    await tx.update(variants).set({ retired: true, stock: 0 }).where(inArray(variants.id, retire));
  if (remove.length) await tx.delete(variants).where(inArray(variants.id, remove));
}

/**
 * Publishing puts the product in the shop (when its store is active: `products.listed`);
 * 422 `not_publishable` without a picture or while no variant has stock. Unpublishing takes it out again.
 */
export async function setProductStatus(
  db: Db,
  vendorId: number,
  productId: number,
  status: 'draft' | 'published',
) {
  await db.transaction(async (tx) => {
    const live = await lockOwnProduct(tx, vendorId, productId);
    const [pictures] =
      status === 'published'
        ? await tx
            .select({ n: count() })
            .from(productImages)
            .where(eq(productImages.productId, productId))
        : [];
    const missing =
      status !== 'published'
        ? null
        : !pictures?.n
          ? 'A product needs a picture to be published.'
          : live.some((row) => row.stock > 0)
            ? null
            : 'A product needs stock in at least one variant to be published.';
    if (missing) {
      const message = missing;
      throw new ApiError(
        422,
        message,
        { status: [message] },
        {
          codes: { status: 'not_publishable' },
        },
      );
    }
    await tx
      .update(products)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
  });
}
