import type { AddressBody } from '@shop/shared-contracts/api/calls';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { addresses, countries } from '../db/schema-accounts';
import { ApiError, notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import {
  arrayOf,
  envelope,
  id,
  idParams,
  nullEnvelope,
  object,
  responses,
  str,
} from '../schemas/primitives';
import { addressSchema } from './address-schema';
import { addressValues } from './address-values';
import { toAddress } from './address-view';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from './address-writes';

const route = { onRequest: requireShopper };
const schemaBase = { tags: ['addresses'], security: bearerSecurity };
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const addressBody = object(
  {
    title: str(80),
    type: { type: 'string', enum: ['home', 'office'] },
    country_id: id,
    address: str(255, 1),
    // Arabic-Indic digits too: the value is checked with the country's rules after this.
    phone_number: {
      type: 'string',
      minLength: 3,
      maxLength: 40,
      pattern: '^[0-9\u0660-\u0669\u06f0-\u06f9+()\\-\\s./]+$',
    },
    postal_code: nullableText(20),
    city: nullableText(100),
    is_default: { anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }] },
  },
  ['country_id', 'address', 'phone_number'],
);

export async function loadAddresses(db: Db, userId: number, onlyId?: number) {
  const rows = await db
    .select({ address: addresses, country: countries.name, code: countries.code })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(
      and(
        eq(addresses.userId, userId),
        onlyId === undefined ? undefined : eq(addresses.id, onlyId),
      ),
    )
    .orderBy(asc(addresses.id));
  return rows.map((row) => toAddress(row.address, row.country, row.code));
}

export function registerAddressRoutes(app: FastifyInstance): void {
  const one = async (userId: number, addressId: number) => {
    const [found] = await loadAddresses(app.db, userId, addressId);
    if (!found) throw notFound('Address');
    return found;
  };
  const wantsDefault = (body: AddressBody) => body.is_default === true || body.is_default === 1;

  app.get(
    '/address',
    { ...route, schema: { ...schemaBase, response: responses(envelope(arrayOf(addressSchema))) } },
    async (request) =>
      answer('GET /v1/address', await loadAddresses(app.db, shopperOf(request).userId)),
  );

  app.post<{ Body: AddressBody }>(
    '/address',
    {
      ...route,
      schema: {
        ...schemaBase,
        body: addressBody,
        response: responses(envelope(addressSchema), 201),
      },
    },
    async (request, reply) => {
      const { userId } = shopperOf(request);
      const values = await addressValues(app.db, request.body);
      const created = await createAddress(app.db, userId, values, wantsDefault(request.body));
      if (created === undefined) throw new ApiError(409, 'The address could not be saved.');
      reply.status(201);
      return answer('POST /v1/address', await one(userId, created), 'Address created.');
    },
  );

  app.put<{ Params: { id: number }; Body: AddressBody }>(
    '/address/:id',
    {
      ...route,
      schema: {
        ...schemaBase,
        params: idParams,
        body: addressBody,
        response: responses(envelope(addressSchema)),
      },
    },
    async (request) => {
      const { userId } = shopperOf(request);
      await one(userId, request.params.id);
      const values = await addressValues(app.db, request.body);
      await updateAddress(app.db, userId, request.params.id, values, wantsDefault(request.body));
      return answer(
        'PUT /v1/address/{id}',
        await one(userId, request.params.id),
        'Address updated.',
      );
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/address/:id',
    { ...route, schema: { ...schemaBase, params: idParams, response: responses(nullEnvelope) } },
    async (request) => {
      await deleteAddress(app.db, shopperOf(request).userId, request.params.id);
      return answer('DELETE /v1/address/{id}', null, 'Address deleted.');
    },
  );

  app.post<{ Params: { id: number } }>(
    '/address/:id/set-default',
    {
      ...route,
      schema: { ...schemaBase, params: idParams, response: responses(envelope(addressSchema)) },
    },
    async (request) => {
      const { userId } = shopperOf(request);
      await setDefaultAddress(app.db, userId, request.params.id);
      return answer(
        'POST /v1/address/{id}/set-default',
        await one(userId, request.params.id),
        'Default address updated.',
      );
    },
  );
}
