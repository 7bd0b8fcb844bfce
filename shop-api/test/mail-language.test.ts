import type { Order } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailInbox, type ReceivedMail, startMailInbox } from './support/mail-inbox';
import { variantOfStore, vendorTokens } from './support/shipments-helpers';
import { auth, BROWSER_UA, createTestApp, type TestContext } from './support/test-app';

// Issue 39, item 3: every mail in the shopper's current shop language (German or Arabic, never
// English), signed with the shop's name.
let ctx: TestContext;
let inbox: MailInbox;
let vendor: string;
let firstStore: number;
beforeAll(async () => {
  inbox = await startMailInbox();
  ctx = await createTestApp({
    smtpUrl: inbox.url,
    publicShopUrl: 'http://shop.test',
    shopName: 'Basar Berlin',
  });
  const tokens = await vendorTokens(ctx);
  vendor = tokens.firstToken;
  firstStore = tokens.first;
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

/** A request as the shop's client makes it: the language it shows in `Accept-Language`. */
const call = (
  method: 'GET' | 'POST',
  url: string,
  shown: string,
  token: string | null,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      'accept-language': shown,
      'user-agent': BROWSER_UA,
      ...(token ? auth(token) : {}),
    },
    ...(payload ? { payload } : {}),
  });

/** Signs up while the shop shows `signUp`, then signs in while it shows `signIn`. */
async function shopper(name: string, signUp: string, signIn: string) {
  const email = `${name}@example.com`;
  const password = 'Lange-Nacht-42';
  const registered = await call('POST', '/v1/register', signUp, null, {
    name,
    email,
    password,
    password_confirmation: password,
  });
  expect(registered.statusCode).toBe(201);
  const signedIn = await call('POST', '/v1/login', signIn, null, { email, password });
  expect(signedIn.statusCode).toBe(200);
  return { email, token: signedIn.json().data.token as string };
}

/** Orders one item of the demo vendor's store while the shop shows `shown`. */
async function order(token: string, shown: string): Promise<Order> {
  const address = await call('POST', '/v1/address', shown, token, {
    country_id: 1,
    address: 'Allee 1',
    postal_code: '10115',
    city: 'Berlin',
    phone_number: '030123456',
  });
  expect(address.statusCode).toBe(201);
  const item = await variantOfStore(ctx, firstStore);
  const added = await call('POST', '/v1/cart', shown, token, {
    product_id: item.productId,
    product_variant_id: item.variantId,
    quantity: 1,
  });
  expect(added.statusCode).toBe(200);
  const placed = await call('POST', '/v1/place-order', shown, token, {
    address_id: address.json().data.id,
    shipping_type: 'normal',
    coupon: '',
    wallet: false,
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().data as Order;
}

/** The vendor delivers the order's shipment; the shopper then asks to return it. */
async function deliverAndReturn(token: string, shown: string, placed: Order) {
  const shipment = placed.shipments?.[0];
  const item = placed.items[0];
  if (!shipment || !item) throw new Error('the order has a shipment and an item');
  for (const step of ['accept', 'ship', 'deliver'] as const) {
    const acted = await call('POST', `/v1/seller/shipments/${shipment.id}/${step}`, 'de', vendor, {
      carrier: 'DHL',
      tracking_number: '00340434161094',
    });
    expect(acted.statusCode).toBe(200);
  }
  const asked = await call(
    'POST',
    `/v1/orders/${placed.id}/shipments/${shipment.id}/returns`,
    shown,
    token,
    { reason: 'Zu klein', items: [{ order_item_id: item.id, quantity: 1 }] },
  );
  expect(asked.statusCode).toBe(201);
}

/** The subjects of the mails about one order: confirmation, each shipment step, the return. */
async function orderMails(email: string, placed: Order): Promise<ReceivedMail[]> {
  await ctx.app.mail.settled();
  return inbox.to(email).filter((mail) => mail.subject.includes(placed.order_number));
}

describe('the language of every mail about an order', () => {
  it('follows a shopper who signed up in German and now shops in Arabic', async () => {
    const { email, token } = await shopper('switched-to-ar', 'de-DE', 'ar');
    const placed = await order(token, 'ar');
    await deliverAndReturn(token, 'ar', placed);
    const subjects = (await orderMails(email, placed)).map((mail) => mail.subject);
    const n = placed.order_number;
    expect(subjects).toEqual([
      `طلبك ${n}`,
      `مستجدات طلبك ${n}`,
      `مستجدات طلبك ${n}`,
      `مستجدات طلبك ${n}`,
      `طلب الإرجاع الخاص بطلبك ${n}`,
    ]);
  });

  it('follows a shopper who signed up in Arabic and now shops in German', async () => {
    const { email, token } = await shopper('switched-to-du', 'ar', 'de');
    const placed = await order(token, 'de');
    await deliverAndReturn(token, 'de', placed);
    const mails = await orderMails(email, placed);
    expect(mails).toHaveLength(5);
    for (const mail of mails) expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mails[1]?.subject).toBe(`Neuigkeiten zu deiner Bestellung ${placed.order_number}`);
  });

  it('never mails English, also to a shopper whose browser and shop language are English', async () => {
    const { email, token } = await shopper('english-browser', 'en-US,en', 'en-US,en');
    const placed = await order(token, 'en');
    await deliverAndReturn(token, 'en', placed);
    expect(await orderMails(email, placed)).toHaveLength(5);
    // The sign-up's verification mail too.
    const mails = inbox.to(email);
    expect(mails).toHaveLength(6);
    for (const mail of mails) expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('keeps to the language the shopper chose in the profile, whatever the shop shows', async () => {
    const { email, token } = await shopper('chooses-ar', 'de', 'de');
    const chosen = await call('POST', '/v1/profile/update', 'de', token, { mail_language: 'ar' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.user.mail_language).toBe('ar');
    const placed = await order(token, 'de');
    await deliverAndReturn(token, 'de', placed);
    const mails = await orderMails(email, placed);
    expect(mails).toHaveLength(5);
    for (const mail of mails) expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const profile = await call('GET', '/v1/profile', 'de', token);
    expect(profile.json().data.user.mail_language).toBe('ar');
    const reset = await call('POST', '/v1/profile/update', 'de', token, { mail_language: null });
    expect(reset.json().data.user.mail_language).toBeNull();
  });
});

describe('the mails are signed with the shop name', () => {
  it('in German and in Arabic', async () => {
    const german = await shopper('signed-du', 'de', 'de');
    const arabic = await shopper('signed-ar', 'ar', 'ar');
    const [du, ar] = await Promise.all([order(german.token, 'de'), order(arabic.token, 'ar')]);
    const [duMail] = await orderMails(german.email, du);
    const [arMail] = await orderMails(arabic.email, ar);
    expect(duMail?.text).toContain('Dein Team von Basar Berlin');
    expect(duMail?.text).not.toContain('Shop-Team');
    expect(arMail?.text).toContain('فريق Basar Berlin');
  });
});

describe('the order confirmation', () => {
  it('names the variant, the address and the delivery estimate, and links to the order (German)', async () => {
    const { email, token } = await shopper('confirm-du', 'de', 'de');
    const placed = await order(token, 'de');
    const [mail] = await orderMails(email, placed);
    const values = placed.items[0]?.product_variant.variant_values ?? [];
    expect(values.length).toBeGreaterThan(0);
    for (const value of values)
      expect(mail?.text).toContain(`${value.variant_attribute.name_german}: ${value.name_german}`);
    expect(mail?.text).toContain('Lieferadresse\n');
    expect(mail?.text).toContain('Allee 1');
    expect(mail?.text).toContain('10115 Berlin');
    expect(mail?.text).toContain('030123456');
    expect(mail?.text).toMatch(/Voraussichtliche Lieferung: \d{1,2}\. \p{L}+ \d{4}/u);
    expect(mail?.text).toContain(`http://shop.test/order-confirmation?id=${placed.id}`);
    expect(mail?.html).toContain(`href="http://shop.test/order-confirmation?id=${placed.id}"`);
  });

  it('keeps phone number and postcode left to right inside the Arabic mail', async () => {
    const { email, token } = await shopper('confirm-ar', 'ar', 'ar');
    const placed = await order(token, 'ar');
    const [mail] = await orderMails(email, placed);
    const values = placed.items[0]?.product_variant.variant_values ?? [];
    for (const value of values) {
      expect(mail?.text).toContain(`${value.variant_attribute.name_arabic}: `);
      expect(mail?.text).toContain(value.name_arabic);
    }
    expect(mail?.text).toContain('عنوان التوصيل');
    expect(mail?.text).toContain('\u2066030123456\u2069');
    expect(mail?.text).toContain('\u206610115\u2069');
    expect(mail?.html).toContain('<bdi dir="ltr">030123456</bdi>');
    expect(mail?.html).toContain('<bdi dir="ltr">10115</bdi>');
    expect(mail?.text).toContain('موعد التوصيل المتوقع: ');
    expect(mail?.text).toContain(`http://shop.test/order-confirmation?id=${placed.id}`);
  });
});
