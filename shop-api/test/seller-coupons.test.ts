import type { CheckoutQuote } from '@shop/shared-contracts/api/checkout-quote';
import type { Paginated } from '@shop/shared-contracts/api/entities';
import type { SellerCoupon } from '@shop/shared-contracts/api/marketplace-money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema-catalog';
import { coupons } from '../src/db/schema-shopping';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { variantOfStore, vendorTokens } from './support/shipments-helpers';
import { callAs, createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
let tokens: Awaited<ReturnType<typeof vendorTokens>>;
beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await vendorTokens(ctx);
});
afterAll(() => ctx.close());

const valid = {
  code: 'sommer-25',
  discount_type: 'percentage',
  amount: 25,
  starts_at: null,
  ends_at: '2099-12-31T00:00:00.000Z',
  usage_limit: null,
};
const create = (token: string, body: object) =>
  callAs(ctx.app, 'POST', '/v1/seller/coupons', token, body);
const listOf = async (token: string) =>
  (await callAs(ctx.app, 'GET', '/v1/seller/coupons', token)).json()
    .data as Paginated<SellerCoupon>;

let shoppers = 0;
/** A new shopper with 2 of a first-store variant and 1 of a second-store variant in the cart. */
async function shopperWithTwoStores() {
  shoppers += 1;
  const shopper = await newShopperWithAddress(ctx.app, `coupon-shopper-${shoppers}`);
  const a = await variantOfStore(ctx, tokens.first);
  const b = await variantOfStore(ctx, tokens.second);
  expect((await addToCart(ctx.app, shopper.token, a, 2)).statusCode).toBe(200);
  expect((await addToCart(ctx.app, shopper.token, b, 1)).statusCode).toBe(200);
  return shopper;
}
const quote = (token: string, coupon: string) =>
  callAs(ctx.app, 'POST', '/v1/checkout/quote', token, { shipping_type: 'normal', coupon });

describe("a vendor's own coupons", () => {
  it('creates a coupon upper-case, listed to its own vendor only', async () => {
    const created = await create(tokens.firstToken, valid);
    expect(created.statusCode).toBe(201);
    const coupon = created.json().data as SellerCoupon;
    expect(coupon).toMatchObject({ code: 'SOMMER-25', amount: 25, used_count: 0 });
    expect((await listOf(tokens.firstToken)).data.map((c) => c.id)).toContain(coupon.id);
    expect((await listOf(tokens.secondToken)).data.map((c) => c.id)).not.toContain(coupon.id);
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.vendorId).toBe(tokens.first);
  });

  it('never lets another vendor change or delete it (404)', async () => {
    const coupon = (await create(tokens.firstToken, { ...valid, code: 'MINE-ONLY' })).json().data;
    const url = `/v1/seller/coupons/${coupon.id}`;
    const put = await callAs(ctx.app, 'PUT', url, tokens.secondToken, { ...valid, amount: 90 });
    expect(put.statusCode).toBe(404);
    expect((await callAs(ctx.app, 'DELETE', url, tokens.secondToken)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.amount).toBe(25);
  });

  it('answers 422 with a code for every bad field at once', async () => {
    const bad = await create(tokens.firstToken, {
      code: 'ab!',
      discount_type: 'percentage',
      amount: 91,
      starts_at: '2030-01-02T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
      usage_limit: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().codes).toEqual({
      code: 'invalid',
      amount: 'out_of_range',
      ends_at: 'ends_before_start',
      usage_limit: 'out_of_range',
    });
    const codesOf = async (body: object) => (await create(tokens.firstToken, body)).json().codes;
    expect(await codesOf({ ...valid, code: 'AB' })).toEqual({ code: 'too_short' });
    expect(await codesOf({ ...valid, code: 'A'.repeat(41) })).toEqual({ code: 'too_long' });
    expect(await codesOf({ ...valid, code: ' ' })).toEqual({ code: 'required' });
    expect(await codesOf({ ...valid, amount: 0 })).toEqual({ amount: 'out_of_range' });
    expect(await codesOf({ ...valid, amount: 12.5 })).toEqual({ amount: 'invalid' });
    const fixed = { ...valid, discount_type: 'fixed' };
    expect(await codesOf({ ...fixed, amount: 0.001 })).toEqual({ amount: 'invalid' });
    expect(await codesOf({ ...fixed, amount: 10000.01 })).toEqual({ amount: 'out_of_range' });
    expect(await codesOf({ ...fixed, ends_at: 'soon' })).toEqual({ ends_at: 'invalid' });
    expect(await codesOf({ ...valid, usage_limit: 1_000_001 })).toEqual({
      usage_limit: 'out_of_range',
    });
  });

  it('stores a fixed amount from 0.01 to 10000 euros as cents', async () => {
    const body = { ...valid, code: 'FIX-CENT', discount_type: 'fixed', amount: 0.01 };
    expect((await create(tokens.firstToken, body)).json().data.amount).toBe(0.01);
    const top = await create(tokens.firstToken, { ...body, code: 'FIX-TOP', amount: 10000 });
    expect(top.json().data.amount).toBe(10000);
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'FIX-TOP'));
    expect(row?.amount).toBe(1_000_000);
  });

  it("answers 409 code_taken for a code any coupon has, the shop's own or another vendor's", async () => {
    const shops = await create(tokens.secondToken, { ...valid, code: 'save10' });
    expect([shops.statusCode, shops.json().codes]).toEqual([409, { code: 'code_taken' }]);
    const theirs = await create(tokens.secondToken, valid);
    expect([theirs.statusCode, theirs.json().codes]).toEqual([409, { code: 'code_taken' }]);
  });

  it('refuses every write of a suspended store (403), and still lists its coupons', async () => {
    const set = (status: string) =>
      ctx.database.db.update(vendors).set({ status }).where(eq(vendors.id, tokens.second));
    await set('suspended');
    try {
      expect((await create(tokens.secondToken, { ...valid, code: 'SUSPENDED' })).statusCode).toBe(
        403,
      );
      expect(
        (await callAs(ctx.app, 'GET', '/v1/seller/coupons', tokens.secondToken)).statusCode,
      ).toBe(200);
    } finally {
      await set('active');
    }
  });
});

describe('a vendor coupon at checkout', () => {
  it("takes off only the price of that vendor's items", async () => {
    const coupon = (
      await create(tokens.firstToken, { ...valid, code: 'ERSTER-20', amount: 20 })
    ).json().data as SellerCoupon;
    const { token } = await shopperWithTwoStores();
    const answered = await quote(token, 'erster-20');
    expect(answered.statusCode).toBe(200);
    const q = answered.json().data as CheckoutQuote;
    const mine = q.lines.find((line) => line.vendor.id === tokens.first);
    const theirs = q.lines.find((line) => line.vendor.id === tokens.second);
    expect(mine?.discount).toBe(Math.round((mine?.subtotal ?? 0) * 20) / 100);
    expect(mine?.discount).toBeGreaterThan(0);
    expect(theirs?.discount).toBe(0);
    expect(q.discount).toBe(mine?.discount);
    expect(q.coupon).toMatchObject({ code: coupon.code, vendor_id: tokens.first });
  });

  it('keeps a used coupon: only its end and limit change, and deleting ends it', async () => {
    const coupon = (
      await create(tokens.firstToken, { ...valid, code: 'EINMAL-10', amount: 10 })
    ).json().data as SellerCoupon;
    const url = `/v1/seller/coupons/${coupon.id}`;
    const { token, body } = await shopperWithTwoStores();
    expect((await placeOrder(ctx.app, token, { ...body, coupon: 'EINMAL-10' })).statusCode).toBe(
      201,
    );
    const changed = await callAs(ctx.app, 'PUT', url, tokens.firstToken, {
      ...valid,
      code: 'EINMAL-11',
      amount: 11,
    });
    expect([changed.statusCode, changed.json().codes]).toEqual([
      422,
      { code: 'coupon_used', amount: 'coupon_used' },
    ]);
    const limited = await callAs(ctx.app, 'PUT', url, tokens.firstToken, {
      ...valid,
      code: 'einmal-10',
      amount: 10,
      ends_at: '2098-01-01T00:00:00.000Z',
      usage_limit: 1,
    });
    expect(limited.statusCode).toBe(200);
    expect(limited.json().data).toMatchObject({ usage_limit: 1, used_count: 1 });
    expect(limited.json().data.ends_at).toBe('2098-01-01T00:00:00.000Z');

    // Used up: refused at checkout as any coupon is.
    const next = await shopperWithTwoStores();
    const usedUp = await quote(next.token, 'EINMAL-10');
    expect([usedUp.statusCode, usedUp.json().message]).toEqual([
      422,
      'This coupon has reached its usage limit.',
    ]);

    expect((await callAs(ctx.app, 'DELETE', url, tokens.firstToken)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.endsAt?.getTime()).toBeLessThanOrEqual(Date.now());
    await callAs(ctx.app, 'PUT', url, tokens.firstToken, {
      ...valid,
      code: 'EINMAL-10',
      amount: 10,
      ends_at: row?.endsAt?.toISOString(),
      usage_limit: null,
    });
    const expired = await quote(next.token, 'EINMAL-10');
    expect([expired.statusCode, expired.json().message]).toEqual([422, 'This coupon has expired.']);
  });

  it('deletes an unused coupon for good', async () => {
    const coupon = (await create(tokens.firstToken, { ...valid, code: 'WEG-DAMIT' })).json().data;
    const gone = await callAs(
      ctx.app,
      'DELETE',
      `/v1/seller/coupons/${coupon.id}`,
      tokens.firstToken,
    );
    expect(gone.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id))).toEqual(
      [],
    );
  });
});
