/**
 * Registers a route of the shared contract by its key ("METHOD /v1/path"): the schemas come from
 * `apiContract`, so they cannot be written a second time here, and the TypeBox type provider
 * types the handler's request from them.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  type ApiContract,
  apiContract,
  type CallSchema,
  type ContractKey,
} from '@shop/shared-contracts/api/schema/contract';
import { envelope, failure } from '@shop/shared-contracts/api/schema/primitives';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

/** What a route adds to its call's schema: the OpenAPI document's grouping and prose. */
export interface RouteDocs {
  tags: string[];
  description?: string;
  security?: readonly Record<string, readonly string[]>[];
}

type Call<K extends ContractKey> = ApiContract[K];
type Part<C, F extends string> = C extends { [P in F]: infer S } ? S : undefined;

/** The Fastify schema of one call, as the type provider sees it. */
export type ContractSchema<K extends ContractKey> = {
  params: Part<Call<K>, 'params'>;
  headers: Part<Call<K>, 'headers'>;
  querystring: Part<Call<K>, 'querystring'>;
  body: Part<Call<K>, 'body'>;
  response: { 200: ReturnType<typeof envelope<Call<K>['data']>> };
};

/** The request of `key`'s route: params, query and body typed from the contract's schemas. */
export type ContractRequest<K extends ContractKey> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  ContractSchema<K> & FastifySchema,
  TypeBoxTypeProvider
>;

/**
 * The answer is not typed here: handlers build it with `answer(key, data)`, whose `data` is the
 * contract's type, and cached routes send bytes they serialised once through `reply`.
 */
export type ContractHandler<K extends ContractKey> = (
  request: ContractRequest<K>,
  reply: FastifyReply,
) => unknown;

/** The success answers of `call` by status code: none for a redirect or a file. */
function successes(call: CallSchema): Record<number, unknown> {
  if (call.raw) return {};
  const answer = envelope(call.data);
  return Object.fromEntries([call.status ?? 200].flat().map((code) => [code, answer]));
}

/** The Fastify schema of `key`: its parts, the envelope around `data` and the failure answers. */
export function contractSchema(key: ContractKey, docs: RouteDocs): FastifySchema {
  const call: CallSchema = apiContract[key];
  return {
    ...docs,
    ...(call.params ? { params: call.params } : {}),
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.querystring ? { querystring: call.querystring } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(call.raw === 'text/csv' ? { produces: ['text/csv'] } : {}),
    // A redirect or a file has no JSON body to serialise: only its failures are JSON.
    response: { ...successes(call), '4xx': failure, '5xx': failure },
  };
}

/** The path under the `/v1` prefix in Fastify's form: `/v1/products/{id}` → `/products/:id`. */
export function routePath(key: ContractKey): { method: string; url: string } {
  const [method = '', path = ''] = key.split(' ');
  return { method, url: path.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, ':$1') };
}

/** Registers `key` on `app` (the `/v1` scope) with the contract's schema and `handler`. */
export function contractRoute<K extends ContractKey>(
  app: FastifyInstance,
  key: K,
  docs: RouteDocs,
  handler: ContractHandler<K>,
  options: Omit<RouteShorthandOptions, 'schema'> = {},
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...options,
    ...routePath(key),
    schema: contractSchema(key, docs),
    handler: handler as RouteHandlerMethod,
  });
}
