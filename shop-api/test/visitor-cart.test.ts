import type { CartItem } from '@shop/shared-contracts/api/entities';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/accounts/tokens';
import { buildApp } from '../src/app';
import { sweepVisitorCarts } from '../src/cart/visitor-cart';
import { rowsOf } from '../src/db/rows';
import { cartItems, visitorCarts } from '../src/db/schema-shopping';
import { cookieValue, setCookieLine } from './support/cookie-helpers';
import { createTestApp, type TestContext } from './support/test-app';
import { asVisitor, twoStoresItems, visitorAdd } from './support/visitor-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 0 });
});
afterAll(() => ctx.close());

const cartOf = async (visitor: string) =>
  (await asVisitor(ctx.app, 'GET', '/v1/cart', visitor)).json().data as CartItem[];

describe("a visitor's cart", () => {
  it('starts with the first add, which sets the visitor cookie; the database keeps only its hash', async () => {
    const [item] = await twoStoresItems(ctx, [20, 20]);
    const { response, visitor } = await visitorAdd(ctx.app, null, item, 2);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.quantity).toBe(2);
    const line = setCookieLine(response, 'shop-visitor') ?? '';
    expect(line).toMatch(/; Max-Age=2592000(;|$)/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Secure|Domain/i);
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.database.db
      .select()
      .from(visitorCarts)
      .where(eq(visitorCarts.tokenHash, hashToken(visitor ?? '')));
    expect(row).toBeDefined();
    const stored = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM visitor_carts WHERE token_hash = ${visitor}`,
      ),
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('adds, counts, updates, removes and clears, and renews its cookie on use', async () => {
    const [a, b] = await twoStoresItems(ctx, [20, 20]);
    const { visitor } = await visitorAdd(ctx.app, null, a, 1);
    if (!visitor) throw new Error('no visitor cookie');
    const again = await visitorAdd(ctx.app, visitor, a, 2);
    // The same cart: no new cookie value, the same line grows.
    expect(again.visitor).toBe(visitor);
    expect(again.response.json().data.quantity).toBe(3);
    await visitorAdd(ctx.app, visitor, b, 1);
    const cart = await cartOf(visitor);
    expect(cart.map((line) => [line.product_variant.id, line.quantity])).toEqual([
      [a.variantId, 3],
      [b.variantId, 1],
    ]);
    const read = await asVisitor(ctx.app, 'GET', '/v1/cart', visitor);
    expect(cookieValue(read, 'shop-visitor')).toBe(visitor);
    expect(read.headers['cache-control']).toBe('no-store');

    const lineA = cart[0]?.id;
    const updated = await asVisitor(ctx.app, 'PUT', `/v1/cart/${lineA}`, visitor, { quantity: 5 });
    expect(updated.json().data.quantity).toBe(5);
    expect(
      (await asVisitor(ctx.app, 'PUT', `/v1/cart/${lineA}`, visitor, { quantity: 21 })).statusCode,
    ).toBe(422);
    expect((await asVisitor(ctx.app, 'DELETE', `/v1/cart/${lineA}`, visitor)).statusCode).toBe(200);
    expect((await cartOf(visitor)).map((line) => line.product_variant.id)).toEqual([b.variantId]);

    const quote = await asVisitor(ctx.app, 'POST', '/v1/checkout/quote', visitor, {
      shipping_type: 'normal',
    });
    expect(quote.statusCode).toBe(200);

    expect((await asVisitor(ctx.app, 'DELETE', '/v1/cart', visitor)).statusCode).toBe(200);
    expect(await cartOf(visitor)).toEqual([]);
  });

  it("keeps two visitors' carts apart", async () => {
    const [a] = await twoStoresItems(ctx, [20, 20]);
    const first = (await visitorAdd(ctx.app, null, a, 1)).visitor ?? '';
    const second = (await visitorAdd(ctx.app, null, a, 1)).visitor ?? '';
    const [line] = await cartOf(first);
    expect((await asVisitor(ctx.app, 'DELETE', `/v1/cart/${line?.id}`, second)).statusCode).toBe(
      404,
    );
    expect(await cartOf(first)).toHaveLength(1);
  });

  it('does not let a visitor check out', async () => {
    const [a] = await twoStoresItems(ctx, [20, 20]);
    const { visitor } = await visitorAdd(ctx.app, null, a, 1);
    const order = await asVisitor(ctx.app, 'POST', '/v1/place-order', visitor ?? '', {
      address_id: 1,
      shipping_type: 'normal',
    });
    expect(order.statusCode).toBe(401);
  });

  it('reads as empty after 30 days without use, and the sweep deletes it with its items', async () => {
    const [a] = await twoStoresItems(ctx, [20, 20]);
    const { visitor } = await visitorAdd(ctx.app, null, a, 1);
    const fresh = (await visitorAdd(ctx.app, null, a, 1)).visitor ?? '';
    const hash = hashToken(visitor ?? '');
    await ctx.database.db
      .update(visitorCarts)
      .set({ lastUsedAt: sql`now() - interval '31 days'` })
      .where(eq(visitorCarts.tokenHash, hash));
    expect(await cartOf(visitor ?? '')).toEqual([]);
    const [old] = await ctx.database.db
      .select({ id: visitorCarts.id })
      .from(visitorCarts)
      .where(eq(visitorCarts.tokenHash, hash));
    expect(await sweepVisitorCarts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.visitorCartId, old?.id ?? -1));
    expect(left).toEqual([]);
    // A cart in use is kept.
    expect(await cartOf(fresh)).toHaveLength(1);
  });
});

describe('the limit on new visitor carts', () => {
  it('answers 429, translated, to a client that starts too many', async () => {
    const app = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, visitorCartsMaxPerIp: 2 },
    });
    try {
      const [a] = await twoStoresItems(ctx, [20, 20]);
      const statuses: number[] = [];
      let kept = '';
      for (let i = 0; i < 3; i++) {
        const { response, visitor } = await visitorAdd(app, null, a, 1, '10.9.9.9');
        statuses.push(response.statusCode);
        if (i === 0) kept = visitor ?? '';
      }
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await app.inject({
        method: 'POST',
        url: '/v1/cart',
        remoteAddress: '10.9.9.9',
        headers: { 'accept-language': 'ar' },
        payload: { product_id: a.productId, product_variant_id: a.variantId, quantity: 1 },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_visitor_carts');
      expect(refused.json().message).toMatch(/سلال/);
      expect(refused.headers['retry-after']).toBeDefined();
      // A visitor with a cart keeps using it; another address starts its own.
      expect((await visitorAdd(app, kept, a, 1, '10.9.9.9')).response.statusCode).toBe(200);
      expect((await visitorAdd(app, null, a, 1, '10.9.9.10')).response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
