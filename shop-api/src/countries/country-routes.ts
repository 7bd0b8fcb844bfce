import type { CountryOption } from '@shop/shared-contracts/api/entities';
import { asc, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countries } from '../db/schema-accounts';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { countryNames } from './country-names';
import { COUNTRY_CODES, isCountryCode, POSTAL_CODES } from './postal-codes';

/** The countries an address may be in, in the form's order, named in every shop language. */
export async function loadCountryOptions(app: FastifyInstance): Promise<CountryOption[]> {
  const rows = await app.db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .where(isNotNull(countries.code))
    .orderBy(asc(countries.id));
  return rows
    .flatMap((row) => (isCountryCode(row.code) ? [{ ...row, code: row.code }] : []))
    .sort((a, b) => COUNTRY_CODES.indexOf(a.code) - COUNTRY_CODES.indexOf(b.code))
    .map((row) => {
      const postal = POSTAL_CODES[row.code];
      return {
        id: row.id,
        code: row.code,
        ...countryNames(row.code, row.name),
        has_postal_code: postal !== null,
        postal_code_example: postal?.example ?? null,
      };
    });
}

export function registerCountryRoutes(app: FastifyInstance): void {
  // The list changes only with a migration: computed once per process.
  let options: Promise<CountryOption[]> | null = null;
  contractRoute(app, 'GET /v1/countries', { tags: ['addresses'] }, async (_request, reply) => {
    options ??= loadCountryOptions(app).catch((error: unknown) => {
      options = null;
      throw error;
    });
    reply.header('Cache-Control', 'public, max-age=3600');
    return answer('GET /v1/countries', await options);
  });
}
