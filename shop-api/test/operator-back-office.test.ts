import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorApplications } from '../src/db/schema-accounts';
import { products, reviews, vendors } from '../src/db/schema-catalog';
import { type MailInbox, startMailInbox } from './support/mail-inbox';
import { applyAsVendor, PDF } from './support/multipart';
import {
  callAs,
  createTestApp,
  login,
  OPERATOR,
  SHOPPER,
  type TestContext,
  VENDOR,
} from './support/test-app';

let ctx: TestContext;
let inbox: MailInbox;
let operator: string;
beforeAll(async () => {
  inbox = await startMailInbox();
  ctx = await createTestApp({ smtpUrl: inbox.url, publicShopUrl: 'http://shop.test' });
  operator = await login(ctx.app, OPERATOR);
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

/** A new shopper (language `lang`) who applied; answers their token and the application id. */
async function applicant(name: string, lang = 'en') {
  const who = { email: `${name}@example.com`, password: 'Lange-Nacht-42' };
  const registered = await callAs(ctx.app, 'POST', '/v1/register', null, {
    name,
    ...who,
    password_confirmation: who.password,
    lang,
  });
  expect(registered.statusCode).toBe(201);
  const token = await login(ctx.app, who);
  const applied = await applyAsVendor(ctx.app, token);
  expect(applied.statusCode).toBeLessThan(300);
  const list = await callAs(ctx.app, 'GET', `/v1/operator/vendor-applications?q=${name}`, operator);
  const id = list.json().data.data[0].id as number;
  return { token, id, email: who.email };
}

describe('vendor applications in the back office', () => {
  it('lists, filters and searches applications', async () => {
    const { id } = await applicant('lister');
    const all = await callAs(ctx.app, 'GET', '/v1/operator/vendor-applications', operator);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.data.map((a: { id: number }) => a.id)).toContain(id);
    const found = await callAs(
      ctx.app,
      'GET',
      '/v1/operator/vendor-applications?q=lister@',
      operator,
    );
    expect(found.json().data.data).toHaveLength(1);
    expect(found.json().data.data[0].applicant.email).toBe('lister@example.com');
    const none = await callAs(
      ctx.app,
      'GET',
      '/v1/operator/vendor-applications?status=approved&q=lister',
      operator,
    );
    expect(none.json().data.total).toBe(0);
    const pending = await callAs(
      ctx.app,
      'GET',
      '/v1/operator/vendor-applications?status=under_review&q=lister',
      operator,
    );
    expect(pending.json().data.total).toBe(1);
    // A `%` is a character to look for, not a wildcard.
    const literal = await callAs(
      ctx.app,
      'GET',
      '/v1/operator/vendor-applications?q=%25',
      operator,
    );
    expect(literal.json().data.total).toBe(0);
  });

  it('streams the logo and the identity document to the operator only, never cached', async () => {
    const { id, token } = await applicant('filer');
    const logo = await callAs(
      ctx.app,
      'GET',
      `/v1/operator/vendor-applications/${id}/files/logo`,
      operator,
    );
    expect(logo.statusCode).toBe(200);
    // The upload written anew (vendor-logo-private.test.ts): a 1×1 WebP.
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });
    const url = `/v1/operator/vendor-applications/${id}/files/identity-document`;
    const document = await callAs(ctx.app, 'GET', url, operator);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['cache-control']).toMatch(/no-store/);
    expect(String(document.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(document.rawPayload.equals(PDF)).toBe(true);
    expect((await callAs(ctx.app, 'GET', url, token)).statusCode).toBe(403);
    expect((await callAs(ctx.app, 'GET', url, null)).statusCode).toBe(401);
  });

  it('approves: the store is created for the applicant, they are mailed, and a second decision is 409', async () => {
    const { id, token, email } = await applicant('approvee', 'du');
    const approved = await callAs(
      ctx.app,
      'POST',
      `/v1/operator/vendor-applications/${id}/approve`,
      operator,
    );
    expect(approved.statusCode).toBe(200);
    const data = approved.json().data;
    expect(data.status).toBe('approved');
    expect(data.decided_at).not.toBeNull();
    const [store] = await ctx.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.id, data.vendor_id));
    expect(store?.storeNameInGerman).toBe('Lisas Laden');
    expect(store?.ownerUserId).toBe(data.applicant.id);
    const me = await callAs(ctx.app, 'GET', '/v1/seller/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.vendor_id).toBe(data.vendor_id);
    await ctx.app.mail.settled();
    const mail = inbox.to(email).find((m) => m.subject === 'Dein Shop ist eröffnet');
    expect(mail?.text).toContain('http://shop.test/seller');
    expect(mail?.html).toContain('dir="ltr"');
    const again = await callAs(
      ctx.app,
      'POST',
      `/v1/operator/vendor-applications/${id}/approve`,
      operator,
    );
    expect(again.statusCode).toBe(409);
    const reject = await callAs(
      ctx.app,
      'POST',
      `/v1/operator/vendor-applications/${id}/reject`,
      operator,
      {
        reason: 'Too late',
      },
    );
    expect(reject.statusCode).toBe(409);
  });

  it('refuses to approve a second store for a user who already runs one', async () => {
    const { id, token } = await applicant('twice');
    expect(
      (await callAs(ctx.app, 'POST', `/v1/operator/vendor-applications/${id}/approve`, operator))
        .statusCode,
    ).toBe(200);
    // Applying again is refused at submission now; an application sent before that refusal
    // existed may still wait, and approving it must not create a second store.
    const again = await applyAsVendor(ctx.app, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().codes).toEqual({ application: 'already_vendor' });
    const [approved] = await ctx.database.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.id, id));
    if (!approved) throw new Error('the approved application is stored');
    const [waiting] = await ctx.database.db
      .insert(vendorApplications)
      .values({
        ...approved,
        id: undefined,
        status: 'under_review',
        vendorId: null,
        decidedAt: null,
      })
      .returning({ id: vendorApplications.id });
    const list = await callAs(
      ctx.app,
      'GET',
      '/v1/operator/vendor-applications?q=twice&status=under_review',
      operator,
    );
    const second = list.json().data.data[0].id as number;
    expect(second).toBe(waiting?.id);
    const refused = await callAs(
      ctx.app,
      'POST',
      `/v1/operator/vendor-applications/${second}/approve`,
      operator,
    );
    expect(refused.statusCode).toBe(409);
    const stores = await ctx.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.storeNameInGerman, 'Lisas Laden'));
    expect(
      stores.filter((s) => s.ownerUserId === list.json().data.data[0].applicant.id),
    ).toHaveLength(1);
  });

  it('rejects with a reason of 3 to 500 characters, mailed and shown in the applicant tab', async () => {
    const { id, token, email } = await applicant('rejectee', 'ar');
    const url = `/v1/operator/vendor-applications/${id}/reject`;
    const short = await callAs(ctx.app, 'POST', url, operator, { reason: ' ab ' });
    expect(short.statusCode).toBe(422);
    expect(short.json().codes).toEqual({ reason: 'too_short' });
    const long = await callAs(ctx.app, 'POST', url, operator, { reason: 'x'.repeat(501) });
    expect(long.json().codes).toEqual({ reason: 'too_long' });
    const missing = await callAs(ctx.app, 'POST', url, operator, {});
    expect(missing.json().codes).toEqual({ reason: 'required' });
    const reason = 'The identity document is unreadable <b>';
    const rejected = await callAs(ctx.app, 'POST', url, operator, { reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
      vendor_id: null,
    });
    const mine = await callAs(ctx.app, 'GET', '/v1/profile/vendor-application', token);
    expect(mine.json().data).toMatchObject({ status: 'rejected', rejection_reason: reason });
    await ctx.app.mail.settled();
    const mail = inbox.to(email).find((m) => m.subject === 'طلبك لتصبح بائعًا');
    expect(mail?.html).toContain('unreadable &lt;b&gt;');
    expect(mail?.html).toContain('dir="rtl"');
    expect((await callAs(ctx.app, 'GET', '/v1/seller/me', token)).statusCode).toBe(403);
  });

  it('reads one application by its id, as the list shows it', async () => {
    const { id } = await applicant('single');
    const one = await callAs(ctx.app, 'GET', `/v1/operator/vendor-applications/${id}`, operator);
    expect(one.statusCode).toBe(200);
    const listed = await callAs(
      ctx.app,
      'GET',
      '/v1/operator/vendor-applications?q=single@',
      operator,
    );
    expect(one.json().data).toEqual(listed.json().data.data[0]);
    expect(one.json().data.applicant.email).toBe('single@example.com');
    const unknown = await callAs(
      ctx.app,
      'GET',
      '/v1/operator/vendor-applications/999999',
      operator,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for an unknown application', async () => {
    const response = await callAs(
      ctx.app,
      'POST',
      '/v1/operator/vendor-applications/999999/approve',
      operator,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('vendors in the back office', () => {
  it('suspends a store: its products leave the shop at once and come back on reinstatement', async () => {
    const vendorToken = await login(ctx.app, VENDOR);
    const me = (await callAs(ctx.app, 'GET', '/v1/seller/me', vendorToken)).json().data;
    const [product] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.vendorId, me.vendor_id))
      .limit(1);
    if (!product) throw new Error('the seed gives the first store products');
    const list = await callAs(ctx.app, 'GET', '/v1/operator/vendors', operator);
    const row = list.json().data.data.find((v: { id: number }) => v.id === me.vendor_id);
    expect(row.owner.email).toBe(VENDOR.email);
    expect(row.products).toBeGreaterThan(0);

    const noReason = await callAs(
      ctx.app,
      'POST',
      `/v1/operator/vendors/${me.vendor_id}/suspend`,
      operator,
      {},
    );
    expect(noReason.statusCode).toBe(422);
    const suspended = await callAs(
      ctx.app,
      'POST',
      `/v1/operator/vendors/${me.vendor_id}/suspend`,
      operator,
      {
        reason: 'Counterfeit goods reported',
      },
    );
    expect(suspended.json().data).toMatchObject({
      status: 'suspended',
      suspended_reason: 'Counterfeit goods reported',
    });
    const [listed] = await ctx.database.db
      .select({ listed: products.listed })
      .from(products)
      .where(eq(products.id, product.id));
    expect(listed?.listed).toBe(false);
    // The vendor still reads their store, but may not change it while suspended.
    expect((await callAs(ctx.app, 'GET', '/v1/seller/me', vendorToken)).json().data.status).toBe(
      'suspended',
    );
    const edit = await callAs(ctx.app, 'PUT', '/v1/seller/store', vendorToken, {
      store_name_in_german: 'X',
      store_name_in_arabic: 'X',
      description_german: '',
      description_arabic: '',
    });
    expect(edit.statusCode).toBe(403);

    const reinstated = await callAs(
      ctx.app,
      'POST',
      `/v1/operator/vendors/${me.vendor_id}/reinstate`,
      operator,
    );
    expect(reinstated.json().data).toMatchObject({ status: 'active', suspended_reason: null });
    const [back] = await ctx.database.db
      .select({ listed: products.listed })
      .from(products)
      .where(eq(products.id, product.id));
    expect(back?.listed).toBe(true);
  });

  it('searches vendors by store name and owner', async () => {
    const found = await callAs(
      ctx.app,
      'GET',
      `/v1/operator/vendors?q=${encodeURIComponent(VENDOR.email)}`,
      operator,
    );
    expect(found.json().data.total).toBe(1);
    expect(
      (await callAs(ctx.app, 'POST', '/v1/operator/vendors/999999/reinstate', operator)).statusCode,
    ).toBe(404);
  });
});

describe('reviews in the back office', () => {
  it('hides a review with a reason: it leaves the product and the rating is recomputed', async () => {
    const shopper = await login(ctx.app, SHOPPER);
    const [product] = await ctx.database.db.select({ id: products.id }).from(products).limit(1);
    if (!product) throw new Error('the seed has products');
    const added = await callAs(ctx.app, 'POST', '/v1/products/add-review', shopper, {
      product_id: product.id,
      review: 'Spam spam spam',
      rating: 1,
    });
    expect(added.statusCode).toBeLessThan(300);
    const reviewId = added.json().data.data.id as number;
    const before = await ctx.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, product.id));
    const url = `/v1/operator/reviews/${reviewId}/hide`;
    expect((await callAs(ctx.app, 'POST', url, shopper, { reason: 'Spam' })).statusCode).toBe(403);
    const hidden = await callAs(ctx.app, 'POST', url, operator, { reason: 'Spam' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toEqual({ id: reviewId, hidden: true });
    const page = await callAs(ctx.app, 'POST', '/v1/products/reviews', null, {
      product_id: product.id,
    });
    const ids = page.json().data.data.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(reviewId);
    const left = before.filter((r) => r.id !== reviewId);
    const [after] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.id, product.id));
    expect(after?.reviewsCount).toBe(left.length);
    const mean = left.length ? left.reduce((sum, r) => sum + r.rating, 0) / left.length : 0;
    expect(after?.averageRating).toBeCloseTo(mean, 4);
    expect((await callAs(ctx.app, 'POST', url, operator, { reason: 'Spam' })).statusCode).toBe(404);
  });
});
