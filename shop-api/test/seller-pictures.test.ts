import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../src/db/schema-catalog';
import { multipart } from './support/multipart';
import { auth, callAs, createTestApp, login, type TestContext, VENDOR } from './support/test-app';

let ctx: TestContext;
let vendor: string;
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await login(ctx.app, VENDOR);
  const options = (await callAs(ctx.app, 'GET', '/v1/seller/options', vendor)).json().data;
  const created = await callAs(ctx.app, 'POST', '/v1/seller/products', vendor, {
    name_german: 'Bildertasche',
    name_arabic: 'حقيبة الصور',
    description_german: 'Mit Bildern.',
    description_arabic: 'مع الصور.',
    category_id: options.categories[0].id,
    variants: [{ color_id: null, size_id: null, price: 15, stock: 2 }],
  });
  productId = created.json().data.id;
});
afterAll(() => ctx.close());

const upload = (bytes: Buffer, token = vendor, id = productId) => {
  const body = multipart([{ name: 'image', value: bytes, filename: 'p.png', type: 'image/png' }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/seller/products/${id}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
};

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

describe('product pictures', () => {
  it('resizes an upload once into every width as AVIF, WebP and JPEG, never enlarged', async () => {
    const response = await upload(await picture(900, 600));
    expect(response.statusCode).toBe(201);
    const image = response.json().data;
    expect(image.url).toMatch(/\/storage\/product-images\/[^/]+\/900\.jpg$/);
    expect(image.srcset.split(', ').map((entry: string) => entry.split(' ')[1])).toEqual([
      '160w',
      '320w',
      '640w',
      '900w',
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.id, image.id));
    const folder = join(ctx.config.storageDir, (row?.path ?? '').replace(/\/[^/]+$/, ''));
    for (const file of ['160.avif', '640.webp', '900.jpg', '900.avif'])
      expect(existsSync(join(folder, file))).toBe(true);
    const meta = await sharp(join(folder, '640.webp')).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 640]);
    // Publishing now finds its picture.
    const published = await callAs(
      ctx.app,
      'POST',
      `/v1/seller/products/${productId}/publish`,
      vendor,
    );
    expect(published.statusCode).toBe(200);
    // The shop's product answer names the widths, so its pages draw the picture by srcset.
    const shown = (await ctx.app.inject({ method: 'GET', url: `/v1/products/${productId}` })).json()
      .data;
    expect(shown.images[0]).toMatchObject({ image: row?.path, widths: [160, 320, 640, 900] });
    const seeded = (await ctx.app.inject({ method: 'GET', url: '/v1/products/1' })).json().data;
    expect(seeded.images[0]).not.toHaveProperty('widths');
  });

  it('refuses what is not a picture, with a code', async () => {
    const response = await upload(Buffer.from('%PDF-1.7 not a picture'));
    expect(response.statusCode).toBe(422);
    expect(response.json().codes).toEqual({ image: 'invalid' });
  });

  it('puts pictures in order and removes one with its files', async () => {
    const second = (await upload(await picture(200, 200))).json().data;
    const product = (
      await callAs(ctx.app, 'GET', `/v1/seller/products/${productId}`, vendor)
    ).json().data;
    const ids = product.images.map((i: { id: number }) => i.id);
    expect(ids.at(-1)).toBe(second.id);
    const reordered = await callAs(
      ctx.app,
      'PUT',
      `/v1/seller/products/${productId}/images/order`,
      vendor,
      {
        image_ids: [...ids].reverse(),
      },
    );
    expect(reordered.json().data.map((i: { id: number }) => i.id)).toEqual([...ids].reverse());
    const partial = await callAs(
      ctx.app,
      'PUT',
      `/v1/seller/products/${productId}/images/order`,
      vendor,
      {
        image_ids: [second.id],
      },
    );
    expect(partial.json().codes).toEqual({ image_ids: 'invalid' });
    const [row] = await ctx.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.id, second.id));
    const removed = await callAs(
      ctx.app,
      'DELETE',
      `/v1/seller/products/${productId}/images/${second.id}`,
      vendor,
    );
    expect(removed.statusCode).toBe(200);
    expect(existsSync(join(ctx.config.storageDir, row?.path ?? 'missing'))).toBe(false);
  });

  it("answers 404 for another store's product", async () => {
    const other = await login(ctx.app, { email: 'shopper@example.com', password: 'Shopper123!' });
    expect((await upload(await picture(50, 50), other)).statusCode).toBe(403);
    const me = (await callAs(ctx.app, 'GET', '/v1/seller/me', vendor)).json().data;
    const [foreign] = await ctx.database.db
      .select({ id: productImages.id, productId: productImages.productId })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(ne(products.vendorId, me.vendor_id))
      .limit(1);
    if (!foreign) throw new Error('the seed has other stores with pictures');
    const url = `/v1/seller/products/${foreign.productId}/images/${foreign.id}`;
    expect((await callAs(ctx.app, 'DELETE', url, vendor)).statusCode).toBe(404);
    expect((await upload(await picture(50, 50), vendor, foreign.productId)).statusCode).toBe(404);
  });
});
