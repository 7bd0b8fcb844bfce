import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema-accounts';
import { productImages, products, reviews, vendors } from '../src/db/schema-catalog';
import { coupons } from '../src/db/schema-shopping';
import { applyAsVendor, multipart } from './support/multipart';
import { askReturn, deliveredOrder, returnOf } from './support/returns-helpers';
import { DHL, twoStoreOrder } from './support/shipments-helpers';
import {
  auth,
  callAs,
  createTestApp,
  login,
  type Method,
  OPERATOR,
  OTHER,
  SHOPPER,
  type TestContext,
  VENDOR,
} from './support/test-app';

// Every seller and back-office route, called as each kind of caller, with the status each must
// get. The routes come from the API's own OpenAPI document, so a new route without a row here
// fails the test instead of going unchecked.
type Caller = 'anonymous' | 'shopper' | 'otherVendor' | 'vendor' | 'operator';
const CALLERS: Caller[] = ['anonymous', 'shopper', 'otherVendor', 'vendor', 'operator'];

/** Statuses in the order of CALLERS. */
type Row = [number, number, number, number, number];
const operatorOnly: Row = [401, 403, 403, 403, 200];
const vendorRead: Row = [401, 403, 200, 200, 403];
/** Another vendor's product answers 404, exactly like a missing one. */
const ownProduct: Row = [401, 403, 404, 200, 403];

const EXPECTED: Record<string, Row> = {
  'GET /v1/seller/me': vendorRead,
  'PUT /v1/seller/store': vendorRead,
  'GET /v1/seller/options': vendorRead,
  'GET /v1/seller/products': vendorRead,
  'POST /v1/seller/products': [401, 403, 201, 201, 403],
  'GET /v1/seller/products/{id}': ownProduct,
  'PUT /v1/seller/products/{id}': ownProduct,
  'POST /v1/seller/products/{id}/publish': ownProduct,
  'POST /v1/seller/products/{id}/unpublish': ownProduct,
  'POST /v1/seller/products/{id}/images': [401, 403, 404, 201, 403],
  'PUT /v1/seller/products/{id}/images/order': ownProduct,
  'DELETE /v1/seller/products/{id}/images/{imageId}': ownProduct,
  'GET /v1/operator/vendor-applications': operatorOnly,
  'GET /v1/operator/vendor-applications/{id}': operatorOnly,
  'GET /v1/operator/vendor-applications/{id}/files/{kind}': operatorOnly,
  'POST /v1/operator/vendor-applications/{id}/approve': operatorOnly,
  'POST /v1/operator/vendor-applications/{id}/reject': operatorOnly,
  'GET /v1/operator/vendors': operatorOnly,
  'POST /v1/operator/vendors/{id}/suspend': operatorOnly,
  'POST /v1/operator/vendors/{id}/reinstate': operatorOnly,
  'POST /v1/operator/reviews/{id}/hide': operatorOnly,
  'GET /v1/seller/dashboard': vendorRead,
  'GET /v1/seller/shipments': vendorRead,
  // In this order on one shipment of the vendor's: each step is the next legal one.
  'POST /v1/seller/shipments/{id}/accept': ownProduct,
  'POST /v1/seller/shipments/{id}/ship': ownProduct,
  'POST /v1/seller/shipments/{id}/deliver': ownProduct,
  // On a shipment of another order, still open.
  'POST /v1/seller/shipments/{id}/cancel': ownProduct,
  // Coupons and statements (marketplace-money.ts); each vendor creates its own code.
  'GET /v1/seller/coupons': vendorRead,
  'POST /v1/seller/coupons': [401, 403, 201, 201, 403],
  'PUT /v1/seller/coupons/{id}': ownProduct,
  'DELETE /v1/seller/coupons/{id}': ownProduct,
  'GET /v1/seller/statements': vendorRead,
  'GET /v1/seller/statements/{month}': vendorRead,
  'GET /v1/seller/statements/{month}/csv': vendorRead,
  'GET /v1/seller/returns': vendorRead,
  // Each on its own requested return of a delivered shipment of the vendor's.
  'POST /v1/seller/returns/{id}/accept': ownProduct,
  'POST /v1/seller/returns/{id}/refuse': ownProduct,
};

let ctx: TestContext;
const tokens = {} as Record<Caller, string | null>;
const ids = {
  product: 0,
  approve: 0,
  reject: 0,
  vendor: 0,
  review: 0,
  category: 0,
  shipment: 0,
  openShipment: 0,
  coupon: 0,
  acceptReturn: 0,
  refuseReturn: 0,
};
const coupon = {
  code: 'MATRIX',
  discount_type: 'percentage',
  amount: 10,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
};

async function applicationOf(name: string): Promise<number> {
  const who = { email: `${name}@example.com`, password: 'Lange-Nacht-42' };
  await callAs(ctx.app, 'POST', '/v1/register', null, {
    name,
    ...who,
    password_confirmation: who.password,
  });
  expect((await applyAsVendor(ctx.app, await login(ctx.app, who))).statusCode).toBeLessThan(300);
  const list = await callAs(
    ctx.app,
    'GET',
    `/v1/operator/vendor-applications?q=${name}`,
    tokens.operator,
  );
  return list.json().data.data[0].id;
}

beforeAll(async () => {
  ctx = await createTestApp({ apiDocs: true });
  const db = ctx.database.db;
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, OTHER.email));
  if (!other) throw new Error('the seed has other@example.com');
  await db.insert(vendors).values({
    storeNameInGerman: 'Anderer Laden',
    storeNameInArabic: 'متجر آخر',
    address: 'Weg 2, Köln',
    ownerUserId: other.id,
  });
  tokens.anonymous = null;
  tokens.shopper = await login(ctx.app, SHOPPER);
  tokens.otherVendor = await login(ctx.app, OTHER);
  tokens.vendor = await login(ctx.app, VENDOR);
  tokens.operator = await login(ctx.app, OPERATOR);
  const me = (await callAs(ctx.app, 'GET', '/v1/seller/me', tokens.vendor)).json().data;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.vendorId, me.vendor_id))
    .limit(1);
  const [someoneElse] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, me.vendor_id + 1));
  const [review] = await db.select({ id: reviews.id }).from(reviews).limit(1);
  if (!product || !someoneElse || !review)
    throw new Error('the seed has products, stores and reviews');
  ids.product = product.id;
  ids.vendor = someoneElse.id;
  ids.review = review.id;
  ids.approve = await applicationOf('matrixa');
  ids.reject = await applicationOf('matrixb');
  const options = (await callAs(ctx.app, 'GET', '/v1/seller/options', tokens.vendor)).json().data;
  ids.category = options.categories[0].id;
  // Orders with a part of the vendor's, placed before any row suspends the second store.
  ids.shipment = (await twoStoreOrder(ctx, 'matrix-order-a')).firstShipment;
  ids.openShipment = (await twoStoreOrder(ctx, 'matrix-order-b')).firstShipment;
  const [own] = await db
    .insert(coupons)
    .values({ code: 'MATRIX-OWN', discountType: 'percentage', amount: 5, vendorId: me.vendor_id })
    .returning();
  ids.coupon = own?.id ?? 0;
  ids.acceptReturn = await requestedReturn('matrix-return-a');
  ids.refuseReturn = await requestedReturn('matrix-return-b');
});
afterAll(() => ctx.close());

/** A requested return of a shipment the vendor delivered. */
async function requestedReturn(name: string): Promise<number> {
  const { token, order, firstShipment, itemA } = await deliveredOrder(
    ctx,
    tokens.vendor ?? '',
    name,
  );
  const body = { reason: 'Matrix return', items: [{ order_item_id: itemA.id, quantity: 1 }] };
  return returnOf(await askReturn(ctx, token, order.id, firstShipment, body)).id;
}

async function contractRoutes(): Promise<string[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => /^\/v1\/(seller|operator)\//.test(path))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
    );
}

/** The URL and body of one call of a route, with ids that exist. */
function request(route: string): { method: Method; url: string; body?: object } {
  const [method, path] = route.split(' ') as [Method, string];
  const id = path.includes('/coupons/')
    ? ids.coupon
    : path.includes('/returns/')
      ? path.endsWith('/refuse')
        ? ids.refuseReturn
        : ids.acceptReturn
      : path.includes('/shipments/')
        ? path.endsWith('/cancel')
          ? ids.openShipment
          : ids.shipment
        : path.includes('/products/')
          ? ids.product
          : path.includes('/approve') ||
              path.includes('/files/') ||
              path.endsWith('/vendor-applications/{id}')
            ? ids.approve
            : path.includes('/reject')
              ? ids.reject
              : path.includes('/vendors/')
                ? ids.vendor
                : ids.review;
  const url = path
    .replace('{id}', String(id))
    .replace('{kind}', 'identity-document')
    .replace('{month}', '2025-04');
  const product = {
    name_german: 'Matrixhose',
    name_arabic: 'بنطال',
    description_german: 'Bequem.',
    description_arabic: 'مريح.',
    category_id: ids.category,
    variants: [{ color_id: null, size_id: null, price: 20, stock: 4 }],
  };
  const bodies: Record<string, object> = {
    'PUT /v1/seller/store': {
      store_name_in_german: 'Laden',
      store_name_in_arabic: 'متجر',
      description_german: '',
      description_arabic: '',
    },
    'POST /v1/seller/products': product,
    'POST /v1/seller/shipments/{id}/ship': DHL,
    'PUT /v1/seller/products/{id}': product,
    'PUT /v1/seller/coupons/{id}': { ...coupon, code: 'MATRIX-OWN' },
  };
  const body =
    bodies[route] ??
    (/suspend|reject|hide|cancel|refuse/.test(route)
      ? { reason: 'Checked by the matrix' }
      : undefined);
  return { method, url, ...(body ? { body } : {}) };
}

/** The vendor's product's pictures, as the order and delete calls need them at call time. */
async function imageIds(): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, ids.product))
    .orderBy(productImages.id);
  return rows.map((row) => row.id);
}
const lastImage = async () => (await imageIds()).at(-1) ?? 0;

async function uploadAs(url: string, token: string | null) {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const body = multipart([{ name: 'image', value: png, filename: 'p.png', type: 'image/png' }]);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
  });
}

describe('marketplace authorization matrix', () => {
  it('has a row for every seller and operator route, and a route for every row', async () => {
    expect((await contractRoutes()).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', async (route, row) => {
    const { method, url, body } = request(route);
    const got: Record<string, number> = {};
    // The authorized caller goes last, so a decision it makes cannot change the others' answers.
    const allowed = (caller: Caller) => ((row[CALLERS.indexOf(caller)] ?? 0) < 300 ? 1 : 0);
    const order = [...CALLERS].sort((a, b) => allowed(a) - allowed(b));
    for (const caller of order) {
      const token = tokens[caller];
      got[caller] = (
        route.endsWith('/images') && route.startsWith('POST')
          ? await uploadAs(url, token)
          : await callAs(
              ctx.app,
              method,
              url.replace('{imageId}', String(await lastImage())),
              token,
              route.endsWith('/order')
                ? { image_ids: await imageIds() }
                : route === 'POST /v1/seller/coupons'
                  ? { ...coupon, code: `MATRIX-${caller}` }
                  : body,
            )
      ).statusCode;
    }
    expect(got).toEqual(Object.fromEntries(CALLERS.map((caller, index) => [caller, row[index]])));
  });

  it('never lists or changes one vendor’s products for another', async () => {
    const theirs = (
      await callAs(ctx.app, 'GET', '/v1/seller/products?q=', tokens.otherVendor)
    ).json().data;
    expect(theirs.data.map((p: { id: number }) => p.id)).not.toContain(ids.product);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, ids.product));
    expect(row?.nameGerman).toBe('Matrixhose');
  });
});
