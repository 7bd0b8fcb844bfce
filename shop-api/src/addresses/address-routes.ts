import type { AddressBody } from '@shop/shared-contracts/api/calls';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { addresses, countries } from '../db/schema-accounts';
import { ApiError, fieldError, notFound } from '../http/api-error';
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
import { toAddress } from './address-view';

const route = { onRequest: requireShopper };
const schemaBase = { tags: ['addresses'], security: bearerSecurity };
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const addressBody = object(
  {
    title: str(80),
    type: { type: 'string', enum: ['home', 'office'] },
    country_id: id,
    address: str(255, 1),
    phone_number: { type: 'string', minLength: 3, maxLength: 40, pattern: '^[0-9+()\\-\\s./]+$' },
    postal_code: nullableText(20),
    city: nullableText(100),
    is_default: { anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }] },
  },
  ['country_id', 'address', 'phone_number'],
);

export async function loadAddresses(db: Db, userId: number, onlyId?: number) {
  const rows = await db
    .select({ address: addresses, country: countries.name })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(
      and(
        eq(addresses.userId, userId),
        onlyId === undefined ? undefined : eq(addresses.id, onlyId),
      ),
    )
    .orderBy(asc(addresses.id));
  return rows.map((row) => toAddress(row.address, row.country));
}

export function registerAddressRoutes(app: FastifyInstance): void {
  const one = async (userId: number, addressId: number) => {
    const [found] = await loadAddresses(app.db, userId, addressId);
    if (!found) throw notFound('Address');
    return found;
  };
  const values = async (body: AddressBody) => {
    const [country] = await app.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, body.country_id));
    if (!country) throw fieldError('country_id', 'The selected country is invalid.');
    // Spaces alone pass the length checks but are no address a parcel can be sent to.
    if (!body.address.trim()) throw fieldError('address', 'The address field is required.');
    if (!/\d/.test(body.phone_number))
      throw fieldError('phone_number', 'The phone number must contain digits.');
    const type = body.type ?? 'home';
    return {
      title: body.title?.trim() || (type === 'office' ? 'Office' : 'Home'),
      type,
      countryId: country.id,
      address: body.address.trim(),
      phoneNumber: body.phone_number.trim(),
      postalCode: body.postal_code?.trim() || null,
      city: body.city?.trim() || null,
    };
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
      const data = await values(request.body);
      const created = await app.db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId));
        // The first address is the default one.
        const isDefault = wantsDefault(request.body) || existing.length === 0;
        if (isDefault)
          await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
        const [row] = await tx
          .insert(addresses)
          .values({ ...data, userId, isDefault })
          .returning({ id: addresses.id });
        return row;
      });
      if (!created) throw new ApiError(409, 'The address could not be saved.');
      reply.status(201);
      return answer('POST /v1/address', await one(userId, created.id), 'Address created.');
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
      const data = await values(request.body);
      await app.db.transaction(async (tx) => {
        if (wantsDefault(request.body)) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.userId, userId), ne(addresses.id, request.params.id)));
        }
        await tx
          .update(addresses)
          .set({ ...data, ...(wantsDefault(request.body) ? { isDefault: true } : {}) })
          .where(and(eq(addresses.id, request.params.id), eq(addresses.userId, userId)));
      });
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
      const { userId } = shopperOf(request);
      const found = await one(userId, request.params.id);
      if (found.is_default) {
        throw new ApiError(
          409,
          'The default address cannot be deleted. Set another address as default first.',
        );
      }
      await app.db
        .delete(addresses)
        .where(and(eq(addresses.id, found.id), eq(addresses.userId, userId)));
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
      await one(userId, request.params.id);
      await app.db.transaction(async (tx) => {
        await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
        await tx
          .update(addresses)
          .set({ isDefault: true })
          .where(and(eq(addresses.id, request.params.id), eq(addresses.userId, userId)));
      });
      return answer(
        'POST /v1/address/{id}/set-default',
        await one(userId, request.params.id),
        'Default address updated.',
      );
    },
  );
}
