import type { CartItem, Product } from '@shop/shared-contracts/api/entities';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductCache } from '../catalog/product-cache';
import { toSummary } from '../catalog/product-loader';
import type { Db } from '../db/client';
import { variants } from '../db/schema-catalog';
import { cartItems } from '../db/schema-shopping';
import { euros } from '../http/money';
import { productSummarySchema } from '../schemas/catalog-schemas';
import { arrayOf, bool, id, int, num, object, str } from '../schemas/primitives';

/** The variant as cart and order items show it (their `product_variant` field). */
export function variantView(
  product: Product | undefined,
  variantId: number,
): CartItem['product_variant'] {
  const variant = product?.variants.find((candidate) => candidate.id === variantId);
  return {
    id: variantId,
    price: variant?.price ?? 0,
    stock: variant?.stock ?? 0,
    variant_values: (variant?.attributes ?? []).map((attribute) => ({
      variant_attribute: {
        id: attribute.type === 'color' ? 1 : 2,
        type: attribute.type,
        name_german: attribute.type_values.name_german,
        name_arabic: attribute.type_values.name_arabic,
      },
      value: attribute.value,
      name_german: attribute.name_german,
      name_arabic: attribute.name_arabic,
    })),
  };
}

/** The cart's rows with each variant's current price and stock, prepared once per database. */
function prepareCartQueries(db: Db) {
  const columns = {
    id: cartItems.id,
    variantId: cartItems.variantId,
    quantity: cartItems.quantity,
    productId: variants.productId,
    priceCents: variants.priceCents,
    stock: variants.stock,
  };
  const query = (onlyOne: boolean) =>
    db
      .select(columns)
      .from(cartItems)
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .where(
        and(
          eq(cartItems.userId, sql.placeholder('userId')),
          onlyOne ? eq(cartItems.id, sql.placeholder('itemId')) : undefined,
        ),
      )
      .orderBy(asc(cartItems.id));
  return { all: query(false).prepare('cart_all'), one: query(true).prepare('cart_one') };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareCartQueries>>();

/**
 * The shopper's cart (or one item of it). Unit price, stock and out-of-stock come from this
 * query, never from a cache; the embedded product summary (names, pictures) may lag by up to a
 * second.
 */
export async function loadCart(
  db: Db,
  products: ProductCache,
  userId: number,
  onlyId?: number,
): Promise<CartItem[]> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepareCartQueries(db);
    prepared.set(db, queries);
  }
  const rows =
    onlyId === undefined
      ? await queries.all.execute({ userId })
      : await queries.one.execute({ userId, itemId: onlyId });
  const loaded = await products.get([...new Set(rows.map((row) => row.productId))]);
  const byId = new Map(loaded.map((product) => [product.id, product]));
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    if (!product) return [];
    const price = euros(row.priceCents);
    return [
      {
        id: row.id,
        product: toSummary(product),
        product_variant: { ...variantView(product, row.variantId), price, stock: row.stock },
        quantity: row.quantity,
        price,
        out_of_stock: row.stock <= 0,
      },
    ];
  });
}

export const variantViewSchema = object({
  id,
  price: num,
  stock: int,
  variant_values: arrayOf(
    object({
      variant_attribute: object({
        id: int,
        type: str(20),
        name_german: str(60),
        name_arabic: str(60),
      }),
      value: str(40),
      name_german: str(60),
      name_arabic: str(60),
    }),
  ),
});

export const cartItemSchema = object({
  id,
  product: productSummarySchema,
  product_variant: variantViewSchema,
  quantity: int,
  price: num,
  out_of_stock: bool,
});
