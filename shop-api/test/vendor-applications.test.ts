import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorUploads } from '../src/vendors/upload-slots';
import { multipart, PDF, PNG, VENDOR_FIELDS, VENDOR_FILES } from './support/multipart';
import { auth, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const send = (token: string, payload: Buffer, contentType: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/vendors',
    payload,
    headers: { 'content-type': contentType, ...auth(token) },
  });
const apply = (token: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return send(token, body.payload, body.headers['content-type']);
};
const filesOnDisk = () =>
  [
    join(ctx.config.storageDir, 'vendor-logos'),
    join(ctx.config.privateDir, 'vendor-documents'),
  ].flatMap((dir) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  });

describe('vendor applications that go wrong', () => {
  it('answers malformed multipart bodies with 4xx, never 500', async () => {
    const token = await login(ctx.app, SHOPPER);
    const body = multipart([...VENDOR_FIELDS, ...VENDOR_FILES]);
    const noBoundary = await send(token, body.payload, 'multipart/form-data');
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(noBoundary.json().status).toBe(false);
    const unterminated = await send(
      token,
      body.payload.subarray(0, body.payload.length - 60),
      body.headers['content-type'],
    );
    expect(unterminated.statusCode).toBeGreaterThanOrEqual(400);
    expect(unterminated.statusCode).toBeLessThan(500);
    expect(unterminated.json().status).toBe(false);
  });

  it('leaves no file on disk when the application fails', async () => {
    const token = await login(ctx.app, SHOPPER);
    const before = filesOnDisk();
    const nul = await apply(token, [
      ...VENDOR_FIELDS.filter((field) => field.name !== 'address'),
      { name: 'address', value: 'Markt\u0000platz' },
      ...VENDOR_FILES,
    ]);
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toHaveProperty('address');
    expect(filesOnDisk()).toEqual(before);
  });

  it('keeps one pending application per shopper', async () => {
    const token = await login(ctx.app, OTHER);
    expect((await apply(token, [...VENDOR_FIELDS, ...VENDOR_FILES])).statusCode).toBe(201);
    const before = filesOnDisk();
    const second = await apply(token, [...VENDOR_FIELDS, ...VENDOR_FILES]);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already.*under review/i);
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('vendor applications that are refused', () => {
  const big = [
    {
      name: 'store_logo',
      value: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]),
      type: 'image/png',
    },
    {
      name: 'store_id',
      value: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]),
      type: 'application/pdf',
    },
  ].map((file) => ({ ...file, filename: file.name }));

  it('read none of their files when an application is already under review', async () => {
    const token = await freshShopper('pending.reader');
    expect((await apply(token, [...VENDOR_FIELDS, ...VENDOR_FILES])).statusCode).toBe(201);
    const before = vendorUploads.fileBytesRead;
    const refused = await Promise.all(
      Array.from({ length: 10 }, () => apply(token, [...VENDOR_FIELDS, ...big])),
    );
    expect(refused.map((response) => response.statusCode)).toEqual(Array(10).fill(409));
    expect(vendorUploads.fileBytesRead - before).toBe(0);
  });

  it('refuse a phone number that cannot be dialled, translated by code, before reading files', async () => {
    const token = await freshShopper('phone.abc');
    const before = vendorUploads.fileBytesRead;
    const response = await apply(token, [
      ...VENDOR_FIELDS.filter((field) => field.name !== 'phone'),
      { name: 'phone', value: 'abc' },
      ...big,
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().codes).toEqual({ phone: 'phone_invalid' });
    expect(vendorUploads.fileBytesRead - before).toBe(0);
    // The same form with a real number (national German, or international) is accepted.
    const accepted = await apply(token, [
      ...VENDOR_FIELDS.filter((field) => field.name !== 'phone'),
      { name: 'phone', value: '0341 123456' },
      ...VENDOR_FILES,
    ]);
    expect(accepted.statusCode).toBe(201);
  });
});

async function freshShopper(name: string) {
  const who = { email: `${name}@example.com`, password: 'Lange-Nacht-42' };
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: { name: 'Vendor Test', ...who, password_confirmation: who.password },
  });
  expect(registered.statusCode).toBe(201);
  return login(ctx.app, who);
}
