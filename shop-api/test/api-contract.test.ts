import { apiContract, type CallSchema } from '@shop/shared-contracts/api/schema/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { routePath } from '../src/http/contract-route';
import { createTestApp, type TestContext } from './support/test-app';

type ContractKey = keyof typeof apiContract;
const contractKeys = Object.keys(apiContract) as ContractKey[];

let ctx: TestContext;
const routes = new Map<string, RouteOptions>();
let docs: { paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  ctx = await createTestApp();
  // A second instance on the same database, seen route by route as it registers.
  const app = await buildApp({
    database: ctx.database,
    config: { ...ctx.config, apiDocs: true },
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
    },
  });
  docs = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  await app.close();
});
afterAll(() => ctx.close());

/** `GET /v1/products/:id` → `GET /v1/products/{id}`, the contract's spelling. */
const contractKeyOf = (routeKey: string) => routeKey.replace(/:(\w+)/g, '{$1}');

describe('the API contract', () => {
  it.each(contractKeys)('%s is served with exactly the contract schema', (key) => {
    const call: CallSchema = apiContract[key];
    const { method, url } = routePath(key);
    const route = routes.get(`${method} /v1${url}`);
    expect(route, `${key} has no route`).toBeDefined();
    const schema = route?.schema as Record<string, unknown> & {
      response: Record<string, { properties: { data: unknown } }>;
    };
    // The very objects of the contract, not copies that could drift.
    expect(schema.params).toBe(call.params);
    expect(schema.headers).toBe(call.headers);
    expect(schema.querystring).toBe(call.querystring);
    expect(schema.body).toBe(call.body);
    for (const code of [call.status ?? 200].flat()) {
      if (call.raw) expect(schema.response[code], `${key} answers no JSON`).toBeUndefined();
      else expect(schema.response[code]?.properties.data).toBe(call.data);
    }
    // The OpenAPI document is generated from the same route schema.
    const [, path = ''] = key.split(' ');
    expect(docs.paths[path]?.[method.toLowerCase()], `${key} in /docs/json`).toBeDefined();
  });

  it('has every /v1 route in the contract', () => {
    const served = [...routes.keys()]
      .filter((routeKey) => routeKey.includes(' /v1/') && !routeKey.startsWith('HEAD '))
      .map(contractKeyOf);
    expect(served.length).toBeGreaterThanOrEqual(contractKeys.length);
    const unknown = served.filter((key) => !(key in apiContract));
    expect(unknown, 'routes whose schemas are not in the contract').toEqual([]);
  });
});
