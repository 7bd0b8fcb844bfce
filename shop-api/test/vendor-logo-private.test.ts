import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF, VENDOR_FIELDS } from './support/multipart';
import { auth, callAs, createTestApp, login, OPERATOR, type TestContext } from './support/test-app';

// A GIF that is also an HTML page: a picture to an image decoder, a script to a browser that
// sniffs it. Served as uploaded, it ran in the API's origin, even for a rejected application.
let polyglot: Buffer;
let ctx: TestContext;
let operator: string;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await login(ctx.app, OPERATOR);
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#27ae60' } })
    .gif()
    .toBuffer();
  polyglot = Buffer.concat([gif, Buffer.from('<html><script>alert(document.cookie)</script>')]);
  expect((await sharp(polyglot).metadata()).format).toBe('gif');
});
afterAll(() => ctx.close());

async function applyWithPolyglot(name: string) {
  const who = { email: `${name}@example.com`, password: 'Lange-Nacht-42' };
  await callAs(ctx.app, 'POST', '/v1/register', null, {
    name,
    ...who,
    password_confirmation: who.password,
  });
  const token = await login(ctx.app, who);
  const body = multipart([
    ...VENDOR_FIELDS,
    { name: 'store_logo', value: polyglot, filename: 'logo.gif', type: 'image/gif' },
    { name: 'store_id', value: PDF, filename: 'id.pdf', type: 'application/pdf' },
  ]);
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/v1/vendors',
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
  expect(applied.statusCode).toBe(201);
  const list = await callAs(ctx.app, 'GET', `/v1/operator/vendor-applications?q=${name}`, operator);
  return {
    id: list.json().data.data[0].id as number,
    logo: applied.json().data.store_logo as string,
  };
}

const publicly = (key: string) => ctx.app.inject({ method: 'GET', url: `/storage/${key}` });

describe('vendor logos', () => {
  it('are written anew as a picture and stay private until the store is approved', async () => {
    const { id, logo } = await applyWithPolyglot('polyglot');
    expect((await publicly(logo)).statusCode).toBe(404);
    const seen = await callAs(
      ctx.app,
      'GET',
      `/v1/operator/vendor-applications/${id}/files/logo`,
      operator,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.rawPayload.includes('<script')).toBe(false);
    expect((await sharp(seen.rawPayload).metadata()).format).toBe('webp');

    const approve = `/v1/operator/vendor-applications/${id}/approve`;
    expect((await callAs(ctx.app, 'POST', approve, operator)).statusCode).toBe(200);
    const served = await publicly(logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes('<script')).toBe(false);
  });

  it('are never served for a rejected application', async () => {
    const { id, logo } = await applyWithPolyglot('polyreject');
    const reject = `/v1/operator/vendor-applications/${id}/reject`;
    const rejected = await callAs(ctx.app, 'POST', reject, operator, { reason: 'Kein Impressum.' });
    expect(rejected.statusCode).toBe(200);
    expect((await publicly(logo)).statusCode).toBe(404);
  });
});
