import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema-accounts';
import { orders } from '../../src/db/schema-shopping';
import { auth, callAs, login, type TestApp } from './test-app';

/** Signs up a new shopper with one address and answers their token and place-order body. */
export async function newShopperWithAddress(app: TestApp, name: string) {
  const who = { email: `${name}@example.com`, password: 'Lange-Nacht-42' };
  const registered = await callAs(app, 'POST', '/v1/register', null, {
    name,
    ...who,
    password_confirmation: who.password,
  });
  expect(registered.statusCode).toBe(201);
  const token = await login(app, who);
  const address = await callAs(app, 'POST', '/v1/address', token, {
    country_id: 1,
    address: 'Allee 1',
    phone_number: '030123456',
  });
  expect(address.statusCode).toBe(201);
  const body = {
    address_id: address.json().data.id as number,
    shipping_type: 'normal',
    coupon: '',
    wallet: false,
  };
  return { token, body };
}

export const addToCart = (
  app: TestApp,
  token: string,
  item: { productId: number; variantId: number },
  quantity = 1,
) =>
  callAs(app, 'POST', '/v1/cart', token, {
    product_id: item.productId,
    product_variant_id: item.variantId,
    quantity,
  });

export const placeOrder = (app: TestApp, token: string, body: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/place-order',
    headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

/** How many orders the shopper with this e-mail has, read from the database. */
export async function orderCount(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(users.email, `${name}@example.com`));
  return row?.n ?? 0;
}
