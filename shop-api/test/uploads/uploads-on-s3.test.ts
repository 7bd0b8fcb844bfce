import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAsVendor, PDF } from '../support/multipart';
import { type S3Server, startS3Server } from '../support/s3-server';
import {
  callAs,
  createTestApp,
  login,
  OPERATOR,
  OTHER,
  SHOPPER,
  secondInstance,
  type TestApp,
  type TestContext,
} from '../support/test-app';

// Two API instances that share a database and an S3-compatible store, and no disk.
let s3: S3Server;
let ctx: TestContext;
let other: { app: TestApp; close(): Promise<void> };
const emptyDir = mkdtempSync(join(tmpdir(), 'shop-no-disk-'));
beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp({
    uploadsStore: 's3',
    s3: s3.settings,
    storageDir: join(emptyDir, 'storage'),
    privateDir: join(emptyDir, 'private'),
  });
  other = await secondInstance(ctx);
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
  await s3?.close();
  rmSync(emptyDir, { recursive: true, force: true });
});

describe('uploads on a shared S3-compatible store', () => {
  let logo = '';

  let logoBytes: Buffer = Buffer.alloc(0);

  it('serves through one instance the logo uploaded and approved through the other, and nothing touched disk', async () => {
    const token = await login(ctx.app, SHOPPER);
    const applied = await applyAsVendor(ctx.app, token);
    expect(applied.statusCode).toBe(201);
    logo = applied.json().data.store_logo;
    expect(logo).toMatch(/^vendor-logos\/[0-9a-f-]{36}\.webp$/);
    // Private until the store is approved (vendor-logo-private.test.ts).
    expect((await other.app.inject({ method: 'GET', url: `/storage/${logo}` })).statusCode).toBe(
      404,
    );
    const approve = `/v1/operator/vendor-applications/${applied.json().data.id}/approve`;
    const operator = await login(ctx.app, OPERATOR);
    expect((await callAs(ctx.app, 'POST', approve, operator)).statusCode).toBe(200);
    const served = await other.app.inject({ method: 'GET', url: `/storage/${logo}` });
    expect(served.statusCode).toBe(200);
    logoBytes = served.rawPayload;
    expect((await ctx.app.uploads.private.get(logo))?.length).toBe(logoBytes.length);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(readdirSync(emptyDir)).toEqual([]);
  });

  it("answers with today's headers: one policy, nosniff, cross-origin, cached for a year", async () => {
    const served = await other.app.inject({ method: 'GET', url: `/storage/${logo}` });
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await ctx.app.inject({ method: 'HEAD', url: `/storage/${logo}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(logoBytes.length));
  });

  it('never serves the private identity document, and its 404 is not cached', async () => {
    const token = await login(ctx.app, OTHER);
    expect((await applyAsVendor(ctx.app, token)).statusCode).toBe(201);
    const keys: string[] = [];
    for await (const object of ctx.app.uploads.private.list('vendor-documents/')) {
      keys.push(object.key);
    }
    expect(keys.length).toBe(2);
    for (const key of keys) {
      const body = await ctx.app.uploads.private.get(key);
      expect(body?.length).toBe(PDF.length);
      for (const url of [`/storage/${key}`, `/storage/private/${key}`]) {
        const answer = await other.app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(404);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
      for (const url of [`/storage/../private/${key}`, `/storage/%2e%2e/private/${key}`]) {
        const answer = await other.app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(404);
        expect(answer.headers['cache-control'] ?? '').not.toContain('max-age');
      }
    }
  });
});
