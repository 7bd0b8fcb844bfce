import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { variantWithStock } from './support/catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { linkIn, type MailInbox, startMailInbox } from './support/mail-inbox';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
let inbox: MailInbox;
beforeAll(async () => {
  inbox = await startMailInbox();
  ctx = await createTestApp({
    smtpUrl: inbox.url,
    publicShopUrl: 'http://shop.test',
    publicUrl: 'http://api.test',
  });
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

const register = (email: string, language: string, lang?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/register',
    headers: { 'accept-language': language },
    payload: {
      name: 'Nadia <b>',
      email,
      password: 'Lange-Nacht-42',
      password_confirmation: 'Lange-Nacht-42',
      ...(lang ? { lang } : {}),
    },
  });

const userOf = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up confirmation', () => {
  it('mails a verification link in the shopper language that verifies the e-mail once', async () => {
    expect((await register('nadia@example.com', 'ar,de;q=0.8')).statusCode).toBe(201);
    await ctx.app.mail.settled();
    const [mail] = inbox.to('nadia@example.com');
    expect(mail?.subject).toBe('أكّد بريدك الإلكتروني');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('Nadia &lt;b&gt;');
    expect((await userOf('nadia@example.com'))?.language).toBe('ar');
    expect((await userOf('nadia@example.com'))?.emailVerifiedAt).toBeNull();

    const link = new URL(linkIn(mail, 'http://api.test/v1/verify-email?token='));
    const url = `${link.pathname}${link.search}`;
    const opened = await ctx.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('http://shop.test/signin?email_verified=1');
    expect((await userOf('nadia@example.com'))?.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.headers.location).toBe('http://shop.test/signin?email_verified=0');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/v1/verify-email',
      payload: { token: link.searchParams.get('token') },
    });
    expect(posted.statusCode).toBe(422);
    expect(posted.json().errors.token).toEqual(['auth.link_invalid_or_expired']);
  });

  it('writes the mail in the language the shop shows, before the browser languages', async () => {
    expect((await register('lina@example.com', 'de-DE,de;q=0.9', 'ar')).statusCode).toBe(201);
    await ctx.app.mail.settled();
    const [mail] = inbox.to('lina@example.com');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect((await userOf('lina@example.com'))?.language).toBe('ar');
  });

  it('verifies through POST too', async () => {
    expect((await register('paul@example.com', 'de-DE')).statusCode).toBe(201);
    await ctx.app.mail.settled();
    const [mail] = inbox.to('paul@example.com');
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse');
    const token = new URL(linkIn(mail, 'http://api.test/v1/verify-email?token=')).searchParams.get(
      'token',
    );
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/v1/verify-email',
      payload: { token },
    });
    expect(posted.statusCode).toBe(200);
    expect((await userOf('paul@example.com'))?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe('order confirmation', () => {
  it('mails the order once after it commits, also when a retry answers the same order', async () => {
    const item = await variantWithStock(ctx, 12, 20);
    const { token, body } = await newShopperWithAddress(ctx.app, 'mailorder');
    await ctx.database.db
      .update(users)
      .set({ language: 'du' })
      .where(eq(users.email, 'mailorder@example.com'));
    expect((await addToCart(ctx.app, token, item, 2)).statusCode).toBe(200);
    const placed = await placeOrder(ctx.app, token, body, 'order-mail-key-1');
    expect(placed.statusCode).toBe(201);
    expect((await placeOrder(ctx.app, token, body, 'order-mail-key-1')).statusCode).toBe(201);
    await ctx.app.mail.settled();
    const order = placed.json().data as { order_number: string; final_price: number };
    const mails = inbox.to('mailorder@example.com').filter((m) => m.subject.includes('Bestellung'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Deine Bestellung ${order.order_number}`);
    const total = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
      order.final_price,
    );
    expect(mails[0]?.text).toContain(`Gesamt: ${total}`);
    expect(mails[0]?.text).toMatch(/^2 × .+: /m);
    // The order's own page, not the list of orders.
    expect(linkIn(mails[0], 'http://shop.test/order-confirmation')).toBe(
      `http://shop.test/order-confirmation?id=${placed.json().data.id}`,
    );
  });
});
