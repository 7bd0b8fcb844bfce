import type { CartItem, Product } from '@shop/shared-contracts/api/entities';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ProductCache } from '../catalog/product-cache';
import { retiredVariantsOf, toSummary } from '../catalog/product-loader';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema-accounts';
import { products, variants } from '../db/schema-catalog';
import { cartItems } from '../db/schema-shopping';
import { euros } from '../http/money';
import { acceptSession, liveSessionWhere, tokenHashOf } from '../plugins/auth';
import type { CartOwner } from './cart-owner';
import type { VendorNames } from './vendor-names';

/** The variant as cart and order items show it (their `product_variant` field). */
export function variantView(
  product: Product | undefined,
  variantId: number,
): CartItem['product_variant'] {
  const byId = (candidate: { id: number }) => candidate.id === variantId;
  const variant = product?.variants.find(byId) ?? retiredVariantsOf(product).find(byId);
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
    // A draft, a suspended store's product or a retired variant stays in the cart as unavailable.
    stock: sql<number>`CASE WHEN ${products.listed} AND NOT ${variants.retired} THEN ${variants.stock} ELSE 0 END`,
  };
  const query = (onlyOne: boolean, owner: 'userId' | 'visitorCartId') =>
    db
      .select(columns)
      .from(cartItems)
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(
        and(
          eq(cartItems[owner], sql.placeholder('ownerId')),
          onlyOne ? eq(cartItems.id, sql.placeholder('itemId')) : undefined,
        ),
      )
      .orderBy(asc(cartItems.id));
  // `GET /v1/cart` in one statement: the live session of a token and its shopper's cart rows
  // (none when the session is live and the cart empty). On PGlite every statement costs several
  // calls into its engine, as much as the rest of the answer, so the session check rides along.
  const ofToken = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      language: users.language,
      ...columns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(cartItems, eq(cartItems.userId, sessions.userId))
    .leftJoin(variants, eq(variants.id, cartItems.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .where(liveSessionWhere())
    .orderBy(asc(cartItems.id));
  return {
    all: query(false, 'userId').prepare('cart_all'),
    one: query(true, 'userId').prepare('cart_one'),
    visitorAll: query(false, 'visitorCartId').prepare('visitor_cart_all'),
    visitorOne: query(true, 'visitorCartId').prepare('visitor_cart_one'),
    ofToken: ofToken.prepare('cart_of_token'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareCartQueries>>();

function cartQueries(db: Db) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepareCartQueries(db);
    prepared.set(db, queries);
  }
  return queries;
}

interface CartRow {
  id: number;
  variantId: number;
  quantity: number;
  productId: number;
  priceCents: number;
  stock: number;
}

/**
 * The shopper's or visitor's cart (or one item of it). Unit price, stock and out-of-stock come
 * from this query, never from a cache; the embedded product summary (names, pictures) may lag by
 * up to a second.
 */
export async function loadCart(
  db: Db,
  products: ProductCache,
  vendorNames: VendorNames,
  owner: CartOwner,
  onlyId?: number,
): Promise<CartItem[]> {
  const queries = cartQueries(db);
  const visitor = 'visitorCartId' in owner;
  const ownerId = visitor ? owner.visitorCartId : owner.userId;
  const rows =
    onlyId === undefined
      ? await (visitor ? queries.visitorAll : queries.all).execute({ ownerId })
      : await (visitor ? queries.visitorOne : queries.one).execute({ ownerId, itemId: onlyId });
  return cartItemsOf(products, vendorNames, rows);
}

/**
 * The cart of the request's session token (Bearer or cookie), checked like every signed-in call (a live, unrevoked
 * session read from the database, else 401) in the same statement as the cart rows.
 */
export async function loadCartOfRequest(
  db: Db,
  products: ProductCache,
  vendorNames: VendorNames,
  request: FastifyRequest,
): Promise<CartItem[]> {
  const rows = await cartQueries(db).ofToken.execute({ tokenHash: tokenHashOf(request) });
  const [first] = rows;
  await acceptSession(
    request,
    first && {
      id: first.sessionId,
      userId: first.userId,
      lastUsedAt: first.lastUsedAt,
      language: first.language,
    },
  );
  return cartItemsOf(
    products,
    vendorNames,
    rows.flatMap(({ id, variantId, quantity, productId, priceCents, stock }) =>
      id !== null &&
      variantId !== null &&
      quantity !== null &&
      productId !== null &&
      priceCents !== null &&
      stock !== null
        ? [{ id, variantId, quantity, productId, priceCents, stock }]
        : [],
    ),
  );
}

async function cartItemsOf(
  products: ProductCache,
  vendorNames: VendorNames,
  rows: CartRow[],
): Promise<CartItem[]> {
  const loaded = await products.get([...new Set(rows.map((row) => row.productId))]);
  const byId = new Map(loaded.map((product) => [product.id, product]));
  const sellers = await vendorNames.get(loaded.map((product) => product.vendor_id));
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    const vendor = product && sellers.get(product.vendor_id);
    if (!product || !vendor) return [];
    const price = euros(row.priceCents);
    return [
      {
        id: row.id,
        product: toSummary(product),
        vendor,
        product_variant: { ...variantView(product, row.variantId), price, stock: row.stock },
        quantity: row.quantity,
        price,
        out_of_stock: row.stock <= 0,
      },
    ];
  });
}
