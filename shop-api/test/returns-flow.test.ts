import type { Order, Paginated } from '@shop/shared-contracts/api/entities';
import type { ShipmentReturn } from '@shop/shared-contracts/api/marketplace-money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { shipments } from '../src/db/schema-shopping';
import { refundsOf, walletOf } from './support/cancel-helpers';
import { stockOf } from './support/catalog-helpers';
import { type MailInbox, startMailInbox } from './support/mail-inbox';
import {
  askReturn,
  decide,
  deliveredOrder,
  returnOf,
  shipmentRow,
} from './support/returns-helpers';
import { act, DHL, orderOf, vendorTokens } from './support/shipments-helpers';
import { callAs, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

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

const shipmentOf = (order: Order, id: number) => order.shipments?.find((s) => s.id === id);
const sellerList = async (token: string, query = '') =>
  (await callAs(ctx.app, 'GET', `/v1/seller/returns${query}`, token)).json()
    .data as Paginated<ShipmentReturn>;

describe('a shopper returning a delivered shipment', () => {
  it('asks, the vendor accepts: refund in the wallet and stock back once, mailed in du', async () => {
    const placed = await deliveredOrder(ctx, tokens.firstToken, 'returner');
    const { token, order, itemA, a, firstShipment } = placed;
    await ctx.database.db
      .update(users)
      .set({ language: 'du' })
      .where(eq(users.email, 'returner@example.com'));
    const before = await orderOf(ctx, token, order.id);
    expect(shipmentOf(before, firstShipment)?.returnable_until).not.toBeNull();
    expect(shipmentOf(before, placed.secondShipment)?.returnable_until).toBeNull();

    const asked = await askReturn(ctx, token, order.id, firstShipment, {
      reason: '  Too small  ',
      items: [{ order_item_id: itemA.id, quantity: 1 }],
    });
    expect(asked.statusCode).toBe(201);
    const made = returnOf(asked);
    expect(made).toMatchObject({
      status: 'requested',
      reason: 'Too small',
      refusal_reason: null,
      order_number: order.order_number,
      lines: [{ order_item_id: itemA.id, quantity: 1, subtotal: itemA.unit_price }],
      refund: itemA.unit_price,
      decided_at: null,
    });
    expect(shipmentOf(await orderOf(ctx, token, order.id), firstShipment)?.returns).toEqual([made]);
    expect((await sellerList(tokens.firstToken, '?status=requested')).data[0]?.id).toBe(made.id);
    // Another store's vendor neither lists nor decides it.
    expect((await sellerList(tokens.secondToken)).data.some((r) => r.id === made.id)).toBe(false);
    expect((await decide(ctx, tokens.secondToken, made.id, 'accept')).statusCode).toBe(404);

    const stock = await stockOf(ctx, a.variantId);
    const accepted = await decide(ctx, tokens.firstToken, made.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(returnOf(accepted).status).toBe('accepted');
    expect(returnOf(accepted).decided_at).not.toBeNull();
    const again = await decide(ctx, tokens.firstToken, made.id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().codes).toEqual({ return: 'return_decided' });
    expect(
      (await decide(ctx, tokens.firstToken, made.id, 'refuse', { reason: 'Late' })).statusCode,
    ).toBe(409);

    const refundCents = Math.round(itemA.unit_price * 100);
    expect(await walletOf(ctx, 'returner')).toBe(refundCents);
    const refunds = await refundsOf(ctx, 'returner');
    expect(refunds.map((row) => [row.amountCents, row.reference, row.description])).toEqual([
      [refundCents, order.order_number, `Return ${made.id}`],
    ]);
    expect(await stockOf(ctx, a.variantId)).toBe(stock + 1);
    // One of two items of the order came back: the order is not returned.
    expect((await orderOf(ctx, token, order.id)).order_status).toBe('shipped');

    await ctx.app.mail.settled();
    const texts = inbox.to('returner@example.com').map((mail) => mail.text);
    expect(texts.some((text) => text.includes('Wir haben deine Rücksendung'))).toBe(true);
    const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
      itemA.unit_price,
    );
    expect(texts.find((text) => text.includes('angenommen.'))).toContain(amount);
  });

  it('refuses with a reason the shopper sees; the items may then be asked for again', async () => {
    const { token, order, itemA, firstShipment } = await deliveredOrder(
      ctx,
      tokens.firstToken,
      'refused',
      { nth: 1 },
    );
    const made = returnOf(
      await askReturn(ctx, token, order.id, firstShipment, {
        reason: 'Wrong colour',
        items: [{ order_item_id: itemA.id, quantity: 2 }],
      }),
    );
    const short = await decide(ctx, tokens.firstToken, made.id, 'refuse', { reason: ' x ' });
    expect(short.json().codes).toEqual({ reason: 'too_short' });
    const refused = await decide(ctx, tokens.firstToken, made.id, 'refuse', {
      reason: 'Worn <b>already</b>',
    });
    expect(refused.statusCode).toBe(200);
    expect(returnOf(refused)).toMatchObject({
      status: 'refused',
      refusal_reason: 'Worn <b>already</b>',
    });
    const seen = shipmentOf(await orderOf(ctx, token, order.id), firstShipment)?.returns?.[0];
    expect(seen?.refusal_reason).toBe('Worn <b>already</b>');
    expect(await walletOf(ctx, 'refused')).toBe(0);
    await ctx.app.mail.settled();
    const mail = inbox.to('refused@example.com').find((m) => m.text.includes('abgelehnt'));
    // German: the shopper signed up without a shop language, and English is never mailed.
    expect(mail?.text).toContain('Grund: Worn <b>already</b>');
    expect(mail?.html).not.toContain('<b>already');
    const again = await askReturn(ctx, token, order.id, firstShipment, {
      reason: 'Asking again',
      items: [{ order_item_id: itemA.id, quantity: 2 }],
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers wrong requests with codes the screens translate', async () => {
    const placed = await deliveredOrder(ctx, tokens.firstToken, 'wrong', { nth: 2 });
    const { token, order, itemA, itemB, firstShipment, secondShipment } = placed;
    const ask = (shipmentId: number, body: object, who = token) =>
      askReturn(ctx, who, order.id, shipmentId, body);
    const one = { reason: 'Too big', items: [{ order_item_id: itemA.id, quantity: 1 }] };

    const pending = await ask(secondShipment, {
      ...one,
      items: [{ order_item_id: itemB.id, quantity: 1 }],
    });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().codes).toEqual({ shipment: 'not_returnable' });
    expect((await ask(firstShipment, one, await login(ctx.app, SHOPPER))).statusCode).toBe(404);
    const cases: [object, Record<string, string>][] = [
      [
        { ...one, items: [{ order_item_id: itemA.id, quantity: 3 }] },
        { 'items.0.quantity': 'out_of_range' },
      ],
      [
        { ...one, items: [{ order_item_id: itemA.id, quantity: 0 }] },
        { 'items.0.quantity': 'out_of_range' },
      ],
      [
        { ...one, items: [{ order_item_id: itemB.id, quantity: 1 }] },
        { 'items.0.order_item_id': 'invalid' },
      ],
      [
        {
          ...one,
          items: [
            { order_item_id: itemA.id, quantity: 1 },
            { order_item_id: itemA.id, quantity: 1 },
          ],
        },
        { 'items.1.order_item_id': 'invalid' },
      ],
      [{ ...one, reason: '  a ' }, { reason: 'too_short' }],
    ];
    for (const [body, codes] of cases) {
      const answer = await ask(firstShipment, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().codes).toEqual(codes);
    }
    expect((await ask(firstShipment, one)).statusCode).toBe(201);
    const open = await ask(firstShipment, one);
    expect(open.statusCode).toBe(409);
    expect(open.json().codes).toEqual({ return: 'return_open' });

    // After the window, no return.
    await ctx.database.db
      .update(shipments)
      .set({ deliveredAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(eq(shipments.id, firstShipment));
    const late = await ask(firstShipment, one);
    expect(late.statusCode).toBe(422);
    expect(late.json().codes).toEqual({ shipment: 'not_returnable' });
    const order2 = await orderOf(ctx, token, order.id);
    expect(shipmentOf(order2, firstShipment)?.returnable_until).toBeNull();
  });

  it('refunds less the coupon share and marks the order returned when everything came back', async () => {
    const placed = await deliveredOrder(ctx, tokens.firstToken, 'coupon-return', {
      nth: 3,
      coupon: 'SAVE10',
    });
    const { token, order, itemA, itemB, firstShipment, secondShipment } = placed;
    for (const step of ['accept', 'ship', 'deliver'] as const)
      await act(ctx, tokens.secondToken, secondShipment, step, DHL);
    const expectRefund = async (shipmentId: number, itemId: number, quantity: number) => {
      const row = await shipmentRow(ctx, shipmentId);
      const made = returnOf(
        await askReturn(ctx, token, order.id, shipmentId, {
          reason: 'Not needed',
          items: [{ order_item_id: itemId, quantity }],
        }),
      );
      return { made, row };
    };
    const first = await expectRefund(firstShipment, itemA.id, 1);
    const value = Math.round(itemA.unit_price * 100);
    const subtotal = first.row?.subtotalCents ?? 0;
    const discount = first.row?.discountCents ?? 0;
    expect(discount).toBeGreaterThan(0);
    expect(Math.round(first.made.refund * 100)).toBe(
      Math.floor((value * (subtotal - discount)) / subtotal),
    );
    expect((await decide(ctx, tokens.firstToken, first.made.id, 'accept')).statusCode).toBe(200);
    const rest = await expectRefund(firstShipment, itemA.id, 1);
    expect((await decide(ctx, tokens.firstToken, rest.made.id, 'accept')).statusCode).toBe(200);
    // The two refunds of the shipment add up to exactly what was paid for it.
    expect(Math.round((first.made.refund + rest.made.refund) * 100)).toBe(subtotal - discount);
    expect((await orderOf(ctx, token, order.id)).order_status).toBe('delivered');

    const second = await expectRefund(secondShipment, itemB.id, 1);
    expect((await decide(ctx, tokens.secondToken, second.made.id, 'accept')).statusCode).toBe(200);
    const final = await orderOf(ctx, token, order.id);
    expect(final.order_status).toBe('returned');
    expect(final.tracking_history.at(-1)?.status).toBe('returned');
  });
});
