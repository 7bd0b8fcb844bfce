import type { Paginated } from '@shop/shared-contracts/api/entities';
import type { SellerShipment } from '@shop/shared-contracts/api/marketplace';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { vendors } from '../src/db/schema-catalog';
import { type MailInbox, startMailInbox } from './support/mail-inbox';
import { act, DHL, orderOf, twoStoreOrder, vendorTokens } from './support/shipments-helpers';
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

const list = async (token: string, query = '') =>
  (await callAs(ctx.app, 'GET', `/v1/seller/shipments${query}`, token)).json()
    .data as Paginated<SellerShipment>;

describe('shipments of an order with two stores', () => {
  it('splits the order into one shipment per store, each listed to its own vendor only', async () => {
    const { token, order, firstShipment, secondShipment } = await twoStoreOrder(ctx, 'split');
    expect(firstShipment).toBeGreaterThan(0);
    expect(secondShipment).toBeGreaterThan(0);
    expect(order.shipments?.map((shipment) => shipment.status)).toEqual(['pending', 'pending']);
    const [itemA, itemB] = order.items;
    const byVendor = new Map(order.shipments?.map((s) => [s.vendor.id, s.order_item_ids]));
    expect(byVendor.get(tokens.first)).toEqual([itemA?.id]);
    expect(byVendor.get(tokens.second)).toEqual([itemB?.id]);

    const mine = await list(tokens.firstToken, '?status=pending');
    const shipment = mine.data.find((row) => row.id === firstShipment);
    expect(shipment).toMatchObject({
      order_id: order.id,
      order_number: order.order_number,
      ship_to: { name: 'split', address: 'Allee 1' },
      lines: [{ order_item_id: itemA?.id, quantity: 2 }],
    });
    expect(Object.keys(shipment?.ship_to ?? {}).sort()).toEqual(
      ['address', 'city', 'country', 'name', 'postal_code'].sort(),
    );
    expect(mine.data.some((row) => row.id === secondShipment)).toBe(false);
    expect(
      (await list(tokens.firstToken, '?status=shipped')).data.some(
        (row) => row.id === firstShipment,
      ),
    ).toBe(false);
    // The shopper is not a vendor.
    expect((await callAs(ctx.app, 'GET', '/v1/seller/shipments', token)).statusCode).toBe(403);
  });

  it('moves a shipment pending → accepted → shipped → delivered, the order following all shipments', async () => {
    const { token, order, firstShipment, secondShipment } = await twoStoreOrder(ctx, 'mover', {
      nth: 1,
    });
    await ctx.database.db
      .update(users)
      .set({ language: 'du' })
      .where(eq(users.email, 'mover@example.com'));

    const accepted = await act(ctx, tokens.firstToken, firstShipment, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    expect((await orderOf(ctx, token, order.id)).order_status).toBe('processing');

    const shipped = await act(ctx, tokens.firstToken, firstShipment, 'ship', {
      carrier: ' DHL ',
      tracking_number: DHL.tracking_number,
    });
    expect(shipped.json().data).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      tracking_number: DHL.tracking_number,
    });
    let seen = await orderOf(ctx, token, order.id);
    expect(seen.order_status).toBe('shipped');
    expect(seen.shipments?.find((s) => s.id === firstShipment)).toMatchObject({
      carrier: 'DHL',
      tracking_number: DHL.tracking_number,
    });

    expect((await act(ctx, tokens.firstToken, firstShipment, 'deliver')).statusCode).toBe(200);
    // One store delivered, the other still pending: the order is on its way, not delivered.
    expect((await orderOf(ctx, token, order.id)).order_status).toBe('shipped');
    await act(ctx, tokens.secondToken, secondShipment, 'accept');
    await act(ctx, tokens.secondToken, secondShipment, 'ship', DHL);
    await act(ctx, tokens.secondToken, secondShipment, 'deliver');
    seen = await orderOf(ctx, token, order.id);
    expect(seen.order_status).toBe('delivered');
    // One event per change: placed, A accepted, A shipped, A delivered, B accepted, shipped, delivered.
    expect(seen.tracking_history.map((event) => event.status)).toEqual([
      'pending',
      'processing',
      'shipped',
      'shipped',
      'shipped',
      'shipped',
      'delivered',
    ]);
    expect(seen.tracking_history[2]?.description).toContain(`DHL (${DHL.tracking_number})`);

    await ctx.app.mail.settled();
    const mails = inbox.to('mover@example.com');
    expect(mails.map((mail) => mail.subject)).toContain(
      `Neuigkeiten zu deiner Bestellung ${order.order_number}`,
    );
    const shippedMail = mails.find((mail) => mail.text.includes('verschickt'));
    expect(shippedMail?.text).toContain(
      `Versanddienst: DHL, Sendungsnummer: ${DHL.tracking_number}`,
    );
    expect(mails.filter((mail) => mail.text.includes('zugestellt'))).toHaveLength(2);
  });

  it("refuses moves the status does not allow with 409, and another store's shipment with 404", async () => {
    const { firstShipment, secondShipment } = await twoStoreOrder(ctx, 'illegal', { nth: 2 });
    const early = await act(ctx, tokens.firstToken, firstShipment, 'ship', DHL);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only an accepted shipment can be shipped.');
    expect((await act(ctx, tokens.firstToken, firstShipment, 'deliver')).statusCode).toBe(409);
    expect((await act(ctx, tokens.firstToken, firstShipment, 'accept')).statusCode).toBe(200);
    expect((await act(ctx, tokens.firstToken, firstShipment, 'accept')).statusCode).toBe(409);
    for (const action of ['accept', 'deliver'] as const)
      expect((await act(ctx, tokens.firstToken, secondShipment, action)).statusCode).toBe(404);
    expect((await act(ctx, tokens.firstToken, secondShipment, 'ship', DHL)).statusCode).toBe(404);
    expect(
      (await act(ctx, tokens.firstToken, secondShipment, 'cancel', { reason: 'Not mine' }))
        .statusCode,
    ).toBe(404);
    const shopper = await login(ctx.app, SHOPPER);
    expect((await act(ctx, shopper, firstShipment, 'accept')).statusCode).toBe(403);
  });

  it('checks carrier and tracking number with codes the screens translate', async () => {
    const { firstShipment } = await twoStoreOrder(ctx, 'codes', { nth: 3 });
    await act(ctx, tokens.firstToken, firstShipment, 'accept');
    const cases: [object, string, string][] = [
      [{ carrier: ' D ', tracking_number: '12345' }, 'carrier', 'too_short'],
      [{ carrier: 'DHL', tracking_number: '12' }, 'tracking_number', 'too_short'],
      [{ carrier: 'DHL', tracking_number: 'x'.repeat(61) }, 'tracking_number', 'too_long'],
      [{ carrier: 'DHL', tracking_number: '12<b>3' }, 'tracking_number', 'invalid'],
      [{ carrier: 'DHL' }, 'tracking_number', 'required'],
    ];
    for (const [body, field, code] of cases) {
      const answer = await act(ctx, tokens.firstToken, firstShipment, 'ship', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().codes?.[field]).toBe(code);
    }
    const noReason = await act(ctx, tokens.firstToken, firstShipment, 'cancel', { reason: '  ' });
    expect(noReason.json().codes).toEqual({ reason: 'too_short' });
  });

  it('lets a suspended store read its shipments but not change them', async () => {
    const { firstShipment } = await twoStoreOrder(ctx, 'suspended', { nth: 4 });
    await ctx.database.db
      .update(vendors)
      .set({ status: 'suspended' })
      .where(eq(vendors.id, tokens.first));
    try {
      expect(
        (await callAs(ctx.app, 'GET', '/v1/seller/shipments', tokens.firstToken)).statusCode,
      ).toBe(200);
      expect((await act(ctx, tokens.firstToken, firstShipment, 'accept')).statusCode).toBe(403);
    } finally {
      await ctx.database.db
        .update(vendors)
        .set({ status: 'active' })
        .where(eq(vendors.id, tokens.first));
    }
  });
});
