import type { AddressBody } from '@shop/shared-contracts/api/calls';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { addresses, countries } from '../db/schema-accounts';
import { ApiError, notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { addressValues } from './address-values';
import { toAddress } from './address-view';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from './address-writes';

const route = { onRequest: requireShopper };
const docs = { tags: ['addresses'], security: bearerSecurity };

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

  contractRoute(
    app,
    'GET /v1/address',
    docs,
    async (request) =>
      answer('GET /v1/address', await loadAddresses(app.db, shopperOf(request).userId)),
    route,
  );

  contractRoute(
    app,
    'POST /v1/address',
    docs,
    async (request, reply) => {
      const { userId } = shopperOf(request);
      const values = await addressValues(app.db, request.body);
      const created = await createAddress(app.db, userId, values, wantsDefault(request.body));
      if (created === undefined) throw new ApiError(409, 'The address could not be saved.');
      reply.status(201);
      return answer('POST /v1/address', await one(userId, created), 'Address created.');
    },
    route,
  );

  contractRoute(
    app,
    'PUT /v1/address/{id}',
    docs,
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
    route,
  );

  contractRoute(
    app,
    'DELETE /v1/address/{id}',
    docs,
    async (request) => {
      await deleteAddress(app.db, shopperOf(request).userId, request.params.id);
      return answer('DELETE /v1/address/{id}', null, 'Address deleted.');
    },
    route,
  );

  contractRoute(
    app,
    'POST /v1/address/{id}/set-default',
    docs,
    async (request) => {
      const { userId } = shopperOf(request);
      await setDefaultAddress(app.db, userId, request.params.id);
      return answer(
        'POST /v1/address/{id}/set-default',
        await one(userId, request.params.id),
        'Default address updated.',
      );
    },
    route,
  );
}
