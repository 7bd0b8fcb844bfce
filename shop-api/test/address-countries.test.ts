import type { Address, CountryOption } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWithStock } from './support/catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './support/checkout-helpers';
import { callAs, createTestApp, login, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
let token: string;
let countries: CountryOption[];
beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, SHOPPER);
  countries = (await ctx.app.inject({ method: 'GET', url: '/v1/countries' })).json().data;
});
afterAll(() => ctx.close());

const idOf = (code: string) => countries.find((country) => country.code === code)?.id as number;
const save = (payload: object) =>
  callAs(ctx.app, 'POST', '/v1/address', token, { address: 'Weg 1', ...payload });

describe('countries of addresses', () => {
  it('lists the countries with names in German, Arabic and English and their postcode rule', () => {
    const codes = countries.map((country) => country.code);
    expect(codes.slice(0, 3)).toEqual(['DE', 'AT', 'CH']);
    expect(codes).toEqual(expect.arrayContaining(['SA', 'AE', 'EG', 'JO', 'MA', 'FR', 'GB']));
    expect(countries.find((country) => country.code === 'SA')).toMatchObject({
      name_german: 'Saudi-Arabien',
      name_arabic: 'السعودية',
      name_english: 'Saudi Arabia',
      has_postal_code: true,
      postal_code_example: '11564',
    });
    expect(countries.find((country) => country.code === 'AE')).toMatchObject({
      has_postal_code: false,
      postal_code_example: null,
    });
    expect(idOf('DE')).toBe(1);
  });

  it('stores a Riyadh address in Saudi Arabia, named in every language', async () => {
    const saved = await save({
      country_id: idOf('SA'),
      city: 'الرياض',
      postal_code: '١٢٣٤٥',
      phone_number: '٠٥٠١٢٣٤٥٦٧',
    });
    expect(saved.statusCode).toBe(201);
    const address = saved.json().data as Address;
    expect(address).toMatchObject({ postal_code: '12345', phone_number: '0501234567' });
    expect(address.country).toMatchObject({ code: 'SA', name_arabic: 'السعودية' });
  });

  it('refuses a postcode of the wrong format with a translatable code per field', async () => {
    for (const [code, postal] of [
      ['DE', 'abc'],
      ['DE', '1234'],
      ['AT', '10115'],
      ['SA', '1234'],
    ] as const) {
      const refused = await save({
        country_id: idOf(code),
        postal_code: postal,
        phone_number: '+49 30 1234567',
      });
      expect(refused.statusCode, `${code} ${postal}`).toBe(422);
      expect(refused.json().errors).toEqual({ postal_code: ['address.postal_code_invalid'] });
    }
    const nl = await save({
      country_id: idOf('NL'),
      postal_code: '1011 ab',
      phone_number: '+31 20 1234567',
    });
    expect(nl.json().data.postal_code).toBe('1011 AB');
  });

  it('allows no postcode where a country has none, and an empty one anywhere', async () => {
    const dubai = await save({ country_id: idOf('AE'), phone_number: '+971 50 123 4567' });
    expect(dubai.statusCode).toBe(201);
    expect(dubai.json().data.postal_code).toBeNull();
    expect((await save({ country_id: idOf('DE'), phone_number: '030 1234567' })).statusCode).toBe(
      201,
    );
  });

  it("checks the phone number with the country's rules", async () => {
    const letters = await save({ country_id: idOf('DE'), phone_number: '+49 (0) ---' });
    expect(letters.statusCode).toBe(422);
    expect(letters.json().errors).toEqual({ phone_number: ['address.phone_invalid'] });
    // Three digits are no Egyptian number ...
    const local = await save({ country_id: idOf('EG'), phone_number: '123' });
    expect(local.json().errors).toEqual({ phone_number: ['address.phone_invalid'] });
    // ... and an international number is fine for an address in any country.
    expect(
      (await save({ country_id: idOf('DE'), phone_number: '+966 50 123 4567' })).statusCode,
    ).toBe(201);
    const both = await save({ country_id: idOf('JO'), postal_code: 'x', phone_number: '123' });
    expect(Object.keys(both.json().errors).sort()).toEqual(['phone_number', 'postal_code']);
  });

  it("keeps the country's code and names in a placed order's address", async () => {
    const item = await variantWithStock(ctx, 30, 5);
    const { token: buyer, body } = await newShopperWithAddress(ctx.app, 'country-order');
    expect((await addToCart(ctx.app, buyer, item)).statusCode).toBe(200);
    const placed = await placeOrder(ctx.app, buyer, body);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.address.country).toMatchObject({
      code: 'DE',
      name: 'Deutschland',
      name_arabic: 'ألمانيا',
    });
  });

  it('refuses a country that does not exist', async () => {
    const unknown = await save({ country_id: 999, phone_number: '030 1234567' });
    expect(unknown.json().errors).toEqual({ country_id: ['address.country_invalid'] });
  });
});
