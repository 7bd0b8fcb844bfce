import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_UPLOADS_AT_ONCE } from '../src/seller/picture-slots';
import { imageWork } from '../src/uploads/image-work';
import { multipart } from './support/multipart';
import { auth, callAs, createTestApp, login, type TestContext, VENDOR } from './support/test-app';

// Every limit is shown by holding a slot (or the resize queue) open from the test, never by
// timing: the upload is refused, or waits, while the test holds it.
let ctx: TestContext;
let vendor: string;
let vendorId: number;
let productId: number;
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await login(ctx.app, VENDOR);
  vendorId = (await callAs(ctx.app, 'GET', '/v1/seller/me', vendor)).json().data.vendor_id;
  const options = (await callAs(ctx.app, 'GET', '/v1/seller/options', vendor)).json().data;
  const created = await callAs(ctx.app, 'POST', '/v1/seller/products', vendor, {
    name_german: 'Grenztasche',
    name_arabic: 'حقيبة الحدود',
    description_german: 'Für Grenzen.',
    description_arabic: 'للحدود.',
    category_id: options.categories[0].id,
    variants: [{ color_id: null, size_id: null, price: 15, stock: 2 }],
  });
  productId = created.json().data.id;
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2e86de' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const upload = () => {
  const body = multipart([{ name: 'image', value: png, filename: 'p.png', type: 'image/png' }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/seller/products/${productId}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(vendor) },
  });
};

describe('picture uploads at once', () => {
  it("answers 429 with Retry-After while the store's previous picture is processed", async () => {
    const release = ctx.app.pictureSlots.take(vendorId);
    try {
      const refused = await upload();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      release();
    }
    expect((await upload()).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After while the process handles as many as it takes', async () => {
    // Other stores' uploads fill every slot of the process.
    const held = Array.from({ length: PICTURE_UPLOADS_AT_ONCE }, (_, i) =>
      ctx.app.pictureSlots.take(-1 - i),
    );
    try {
      const refused = await upload();
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      for (const release of held) release();
    }
    expect((await upload()).statusCode).toBe(201);
  });

  it('resizes one picture at a time with one libvips thread, the others waiting their turn', async () => {
    expect(sharp.concurrency()).toBe(1);
    let finish = () => {};
    const holding = imageWork.run(() => new Promise<void>((done) => (finish = done)));
    const waiting = upload();
    // The upload is read and checked, then queues for the resize the test holds.
    await vi.waitFor(() => expect(imageWork.queued).toBe(1));
    finish();
    await holding;
    expect((await waiting).statusCode).toBe(201);
    expect(imageWork.queued).toBe(0);
  });
});
