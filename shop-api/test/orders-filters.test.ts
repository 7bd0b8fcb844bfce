import type { Order, Paginated } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let shopper: string;
let all: Order[];
beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await login(ctx.app, SHOPPER);
  all = (await list('')).data;
});
afterAll(() => ctx.close());

async function list(query: string, token = shopper): Promise<Paginated<Order>> {
  const response = await callAs(ctx.app, 'GET', `/v1/orders${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('searching and filtering orders on the server', () => {
  it('keeps only the orders of one status', async () => {
    const pending = await list('?status=pending');
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((order) => order.order_status === 'pending')).toBe(true);
    expect(pending.total).toBe(all.filter((order) => order.order_status === 'pending').length);
    expect((await list('?status=returned')).total).toBe(0);
  });

  it('finds an order by a part of its number', async () => {
    const wanted = all[2] as Order;
    const found = await list(`?q=${encodeURIComponent(wanted.order_number.slice(-6))}`);
    expect(found.data.map((order) => order.id)).toEqual([wanted.id]);
  });

  it('finds the orders holding a product by its German or Arabic name, in any case', async () => {
    const wanted = all[0] as Order;
    const product = wanted.items[0]?.product;
    if (!product) throw new Error('seeded order without items');
    const holding = all.filter((order) =>
      order.items.some((item) => item.product.id === product.id),
    );
    const german = await list(`?q=${encodeURIComponent(product.name_german.toUpperCase())}`);
    expect(german.data.map((order) => order.id)).toEqual(holding.map((order) => order.id));
    const arabic = await list(`?q=${encodeURIComponent(product.name_arabic)}`);
    expect(arabic.data.map((order) => order.id)).toEqual(holding.map((order) => order.id));
  });

  it('combines search, status and pages, and treats % as a plain character', async () => {
    const page = await list('?per_page=2&page=2');
    expect(page.data.map((order) => order.id)).toEqual(all.slice(2, 4).map((order) => order.id));
    expect(page.last_page).toBe(Math.ceil(all.length / 2));
    expect((await list('?q=%25')).total).toBe(0);
    const wanted = all.find((order) => order.order_status === 'pending') as Order;
    expect((await list(`?status=delivered&q=${wanted.order_number}`)).total).toBe(0);
  });

  it("never shows another shopper's orders and refuses an unknown status", async () => {
    const other = await login(ctx.app, OTHER);
    expect((await list(`?q=${all[0]?.order_number}`, other)).total).toBe(0);
    const refused = await callAs(ctx.app, 'GET', '/v1/orders?status=lost', shopper);
    expect(refused.statusCode).toBe(422);
  });
});
