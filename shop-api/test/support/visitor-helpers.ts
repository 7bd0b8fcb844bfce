import { asc, eq } from 'drizzle-orm';
import { products, variants } from '../../src/db/schema-catalog';
import { variantWithStock } from './catalog-helpers';
import { cookieValue } from './cookie-helpers';
import type { TestApp, TestContext } from './test-app';

/** A variant of the first listed product of each of two different stores, with the given stocks. */
export async function twoStoresItems(ctx: TestContext, stocks: [number, number]) {
  const rows = await ctx.database.db
    .select({ variantId: variants.id, vendorId: products.vendorId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.listed, true))
    .orderBy(asc(products.vendorId), asc(variants.id));
  const first = rows[0];
  const second = rows.find((row) => first && row.vendorId !== first.vendorId);
  if (!first || !second) throw new Error('the seed has two stores with products');
  return [
    await variantWithStock(ctx, first.variantId, stocks[0]),
    await variantWithStock(ctx, second.variantId, stocks[1]),
  ] as const;
}

/** Adds to a visitor's cart (with their cookie, if any) and answers the answer and the cookie. */
export async function visitorAdd(
  app: TestApp,
  visitor: string | null,
  item: { productId: number; variantId: number },
  quantity: number,
  remoteAddress = '127.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/cart',
    remoteAddress,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(visitor ? { cookie: `shop-visitor=${visitor}` } : {}),
    },
    payload: { product_id: item.productId, product_variant_id: item.variantId, quantity },
  });
  return { response, visitor: cookieValue(response, 'shop-visitor') ?? visitor };
}

/** A same-origin call of a visitor with their cookie. */
export const asVisitor = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  visitor: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { 'sec-fetch-site': 'same-origin', cookie: `shop-visitor=${visitor}` },
    ...(payload ? { payload } : {}),
  });
