import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { shipments } from '../src/db/schema-shopping';
import { cancel, couponUses, refundsOf, walletOf } from './support/cancel-helpers';
import { stockOf } from './support/catalog-helpers';
import { type MailInbox, startMailInbox } from './support/mail-inbox';
import { act, orderOf, twoStoreOrder, vendorTokens } from './support/shipments-helpers';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
let inbox: MailInbox;
let tokens: Awaited<ReturnType<typeof vendorTokens>>;
beforeAll(async () => {
  inbox = await startMailInbox();
  ctx = await createTestApp({ smtpUrl: inbox.url });
  tokens = await vendorTokens(ctx);
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

const shareOf = async (shipmentId: number) =>
  (await ctx.database.db.select().from(shipments).where(eq(shipments.id, shipmentId)))[0];
const cents = (euros: number | undefined) => Math.round((euros ?? 0) * 100);
const sumRefunds = async (name: string) =>
  (await refundsOf(ctx, name)).reduce((sum, row) => sum + row.amountCents, 0);

describe('a vendor cancelling their part of an order', () => {
  it("gives back that part's stock and wallet share once, then the shopper's cancel gives back the rest", async () => {
    const uses = await couponUses(ctx, 'SAVE10');
    const { token, order, a, b, firstShipment, secondShipment } = await twoStoreOrder(ctx, 'part', {
      walletCents: 1500,
      coupon: 'SAVE10',
    });
    expect(order.wallet_usage).toBe(15);
    const first = await shareOf(firstShipment);
    const second = await shareOf(secondShipment);
    // The shares add up to the order's amounts to the cent.
    expect((first?.walletCents ?? 0) + (second?.walletCents ?? 0)).toBe(1500);
    expect((first?.discountCents ?? 0) + (second?.discountCents ?? 0)).toBe(cents(order.discount));
    expect(first?.discountCents).toBeGreaterThan(0);

    const cancelled = await act(ctx, tokens.firstToken, firstShipment, 'cancel', {
      reason: 'Out of stock in the warehouse',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await stockOf(ctx, a.variantId)).toBe(40);
    expect(await stockOf(ctx, b.variantId)).toBe(39);
    expect(await walletOf(ctx, 'part')).toBe(first?.walletCents);
    expect(await couponUses(ctx, 'SAVE10')).toBe(uses + 1);
    const after = await orderOf(ctx, token, order.id);
    expect(after.order_status).toBe('pending');
    expect(cents(after.total_amount)).toBe(cents(order.total_amount) - (first?.subtotalCents ?? 0));
    expect(cents(after.discount)).toBe(second?.discountCents);
    expect(cents(after.wallet_usage)).toBe(second?.walletCents);
    expect(cents(after.final_price)).toBe(
      cents(after.total_amount) +
        cents(after.shipping_cost) -
        cents(after.discount) -
        cents(after.wallet_usage),
    );
    // A second cancel of the same part gives nothing back twice.
    expect(
      (await act(ctx, tokens.firstToken, firstShipment, 'cancel', { reason: 'Again' })).statusCode,
    ).toBe(409);
    expect(await refundsOf(ctx, 'part')).toHaveLength(1);

    expect((await cancel(ctx, token, order.id)).statusCode).toBe(200);
    expect(await stockOf(ctx, a.variantId)).toBe(40);
    expect(await stockOf(ctx, b.variantId)).toBe(40);
    expect(await walletOf(ctx, 'part')).toBe(1500);
    expect(await sumRefunds('part')).toBe(1500);
    expect(await couponUses(ctx, 'SAVE10')).toBe(uses);
    expect((await shareOf(secondShipment))?.status).toBe('cancelled');
    expect(
      (await act(ctx, tokens.secondToken, secondShipment, 'cancel', { reason: 'Late' })).statusCode,
    ).toBe(409);

    await ctx.app.mail.settled();
    const mail = inbox.to('part@example.com').find((m) => m.text.includes('Out of stock'));
    // German: the shopper signed up without a shop language, and English is never mailed.
    expect(mail?.text).toContain('Grund: Out of stock in the warehouse');
    expect(mail?.text).toContain('wieder in deinem Guthaben');
  });

  it('cancels the order when every store cancelled, releasing the coupon once', async () => {
    const uses = await couponUses(ctx, 'SAVE10');
    const { token, order, firstShipment, secondShipment } = await twoStoreOrder(ctx, 'both', {
      nth: 1,
      walletCents: 900,
      coupon: 'SAVE10',
    });
    await ctx.database.db
      .update(users)
      .set({ language: 'ar' })
      .where(eq(users.email, 'both@example.com'));
    await act(ctx, tokens.firstToken, firstShipment, 'accept');
    expect(
      (await act(ctx, tokens.firstToken, firstShipment, 'cancel', { reason: 'Damaged' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await act(ctx, tokens.secondToken, secondShipment, 'cancel', { reason: 'Sold out' }))
        .statusCode,
    ).toBe(200);
    const after = await orderOf(ctx, token, order.id);
    expect(after.order_status).toBe('cancelled');
    expect(after.tracking_history.at(-1)?.status).toBe('cancelled');
    expect(await walletOf(ctx, 'both')).toBe(900);
    expect(await sumRefunds('both')).toBe(900);
    expect(await couponUses(ctx, 'SAVE10')).toBe(uses);
    expect((await cancel(ctx, token, order.id)).statusCode).toBe(409);
    expect(await couponUses(ctx, 'SAVE10')).toBe(uses);

    await ctx.app.mail.settled();
    const mails = inbox.to('both@example.com');
    expect(mails.some((mail) => mail.text.includes('السبب: Sold out'))).toBe(true);
    expect(mails.some((mail) => mail.html.includes('dir="rtl"'))).toBe(true);
  });

  it('closes every open shipment when the shopper cancels the whole order', async () => {
    const { token, order, a, b, firstShipment, secondShipment } = await twoStoreOrder(
      ctx,
      'whole',
      { nth: 2 },
    );
    await act(ctx, tokens.firstToken, firstShipment, 'accept');
    expect((await orderOf(ctx, token, order.id)).order_status).toBe('processing');
    expect((await cancel(ctx, token, order.id)).statusCode).toBe(200);
    const seen = await orderOf(ctx, token, order.id);
    expect(seen.shipments?.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    expect(await stockOf(ctx, a.variantId)).toBe(40);
    expect(await stockOf(ctx, b.variantId)).toBe(40);
    expect(
      (await act(ctx, tokens.firstToken, firstShipment, 'cancel', { reason: 'Too late' }))
        .statusCode,
    ).toBe(409);
    expect((await act(ctx, tokens.secondToken, secondShipment, 'accept')).statusCode).toBe(409);
  });
});
