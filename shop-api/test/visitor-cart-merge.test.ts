import type { CartItem } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/accounts/tokens';
import { visitorCarts } from '../src/db/schema-shopping';
import { newShopperWithAddress } from './support/checkout-helpers';
import { cookieLogin, setCookieLine } from './support/cookie-helpers';
import { callAs, createTestApp, login, type TestContext } from './support/test-app';
import { twoStoresItems, visitorAdd } from './support/visitor-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
});
afterAll(() => ctx.close());

const quantities = async (token: string) =>
  Object.fromEntries(
    ((await callAs(ctx.app, 'GET', '/v1/cart', token)).json().data as CartItem[]).map((line) => [
      line.product_variant.id,
      line.quantity,
    ]),
  );

describe("signing in with a visitor's cart", () => {
  it("adds its lines to the shopper's, capped by stock, across two stores and two products", async () => {
    const who = { email: 'merge-shopper@example.com', password: 'Lange-Nacht-42' };
    const { token } = await newShopperWithAddress(ctx.app, 'merge-shopper');
    // Two stores' products with different stocks, and the shopper's own, different quantities,
    // so a query answering one line's figures for both fails.
    const [a, b] = await twoStoresItems(ctx, [20, 20]);
    await callAs(ctx.app, 'POST', '/v1/cart', token, {
      product_id: a.productId,
      product_variant_id: a.variantId,
      quantity: 2,
    });
    await callAs(ctx.app, 'POST', '/v1/cart', token, {
      product_id: b.productId,
      product_variant_id: b.variantId,
      quantity: 1,
    });
    const { visitor } = await visitorAdd(ctx.app, null, a, 2);
    await visitorAdd(ctx.app, visitor, b, 3);
    await twoStoresItems(ctx, [3, 10]);

    const { response } = await cookieLogin(ctx.app, who, { cookie: `shop-visitor=${visitor}` });
    expect(response.json().data.cart_merge).toEqual({
      capped: [{ product_id: a.productId, product_variant_id: a.variantId, kept: 3 }],
    });
    expect(await quantities(token)).toEqual({ [a.variantId]: 3, [b.variantId]: 4 });
    // The visitor cart and its cookie are gone.
    expect(setCookieLine(response, 'shop-visitor')).toMatch(/Max-Age=0/);
    const left = await ctx.database.db
      .select()
      .from(visitorCarts)
      .where(eq(visitorCarts.tokenHash, hashToken(visitor ?? '')));
    expect(left).toEqual([]);

    // Signing in again with the same cookie merges nothing more.
    const again = await cookieLogin(ctx.app, who, { cookie: `shop-visitor=${visitor}` });
    expect(again.response.json().data.cart_merge).toBeUndefined();
    expect(await quantities(token)).toEqual({ [a.variantId]: 3, [b.variantId]: 4 });
  });

  it('merges for a token sign-in too, and drops a line that is sold out', async () => {
    const [a, b] = await twoStoresItems(ctx, [20, 20]);
    const { visitor } = await visitorAdd(ctx.app, null, a, 1);
    await visitorAdd(ctx.app, visitor, b, 2);
    await twoStoresItems(ctx, [20, 0]);
    const { token } = await newShopperWithAddress(ctx.app, 'merge-token');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { cookie: `shop-visitor=${visitor}` },
      payload: { email: 'merge-token@example.com', password: 'Lange-Nacht-42' },
    });
    expect(response.json().data.token).toBeDefined();
    expect(response.json().data.cart_merge.capped).toEqual([
      { product_id: b.productId, product_variant_id: b.variantId, kept: 0 },
    ]);
    expect(await quantities(token)).toEqual({ [a.variantId]: 1 });
    expect(
      await quantities(
        await login(ctx.app, { email: 'merge-token@example.com', password: 'Lange-Nacht-42' }),
      ),
    ).toEqual({ [a.variantId]: 1 });
  });
});
