import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { captureLogs } from './support/log-capture';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
const logs = captureLogs();
beforeAll(async () => {
  ctx = await createTestApp();
  const options: BuildAppOptions = {
    database: ctx.database,
    config: { ...ctx.config, logLevel: 'info' },
    logger: { stream: logs.stream },
  };
  app = await buildApp(options);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('request ids', () => {
  it('keeps a sane X-Request-Id from the proxy, echoes it and logs it as reqId', async () => {
    const id = 'nginx-4f2a.9_c0ffee';
    const response = await get('/v1/categories', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toBe(id);
    expect(logs.completed().at(-1)).toMatchObject({ reqId: id, route: '/v1/categories' });
  });

  it('replaces a missing, too long or unsafe id with a new UUID', async () => {
    const sent = [undefined, 'a'.repeat(129), 'bad id', 'x\u00e9', 'a"b', '../etc', ''];
    const seen = new Set<string>();
    for (const id of sent) {
      const response = await get('/v1/categories', id === undefined ? {} : { 'x-request-id': id });
      const echoed = String(response.headers['x-request-id']);
      expect(echoed, String(id)).toMatch(UUID);
      expect(logs.completed().at(-1)?.reqId).toBe(echoed);
      seen.add(echoed);
    }
    expect(seen.size).toBe(sent.length);
    // The longest sane id is kept whole.
    const longest = 'a'.repeat(128);
    expect((await get('/health', { 'x-request-id': longest })).headers['x-request-id']).toBe(
      longest,
    );
  });

  it('echoes the id on 404s and refused requests too', async () => {
    const missing = await get('/v1/no-such-route?email=a@b.de', { 'x-request-id': 'trace-404' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-404');
    expect(logs.completed().at(-1)).toMatchObject({
      reqId: 'trace-404',
      route: null,
      path: '/v1/no-such-route',
      status: 404,
    });
    const refused = await get('/v1/profile', { 'x-request-id': 'trace-401' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('trace-401');
  });
});
