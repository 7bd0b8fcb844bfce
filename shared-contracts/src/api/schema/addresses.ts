/** Schemas of the shopper's addresses and of the countries the address form offers. */
import { Type } from 'typebox';
import { bool, id, nullableStr, object, oneOf, str } from './primitives';

const countryNames = { name_german: str(80), name_arabic: str(80), name_english: str(80) };

/** A country the address form offers (`GET /v1/countries`), with what its postcodes look like. */
export const countryOption = object({
  id,
  /** ISO 3166-1 alpha-2 code, such as `DE` or `SA`. */
  code: str(2, 2),
  ...countryNames,
  /** False where the country has no postcodes (the field may stay empty). */
  has_postal_code: bool,
  /** A postcode of the country's format, shown as a hint ("12345"); null without postcodes. */
  postal_code_example: nullableStr,
});

/** The names and code are optional: order snapshots saved before countries had them lack them. */
export const country = object({
  id,
  /** The stored (German) name; older answers and order snapshots carry only this one. */
  name: str(80),
  code: Type.Optional(Type.Unsafe<string | null>(str(2, 2))),
  name_german: Type.Optional(countryNames.name_german),
  name_arabic: Type.Optional(countryNames.name_arabic),
  name_english: Type.Optional(countryNames.name_english),
});

export const addressType = oneOf(['home', 'office']);

export const address = object({
  id,
  title: str(80),
  /** Home or office; snapshots in orders placed before it was answered lack it. */
  type: Type.Optional(addressType),
  country_id: id,
  country,
  address: str(255),
  city: nullableStr,
  postal_code: nullableStr,
  phone_number: str(40),
  /** 1 for the shopper's default address. */
  is_default: oneOf([0, 1]),
});

const nullableText = (maxLength: number) =>
  Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength }));

export const addressBody = object({
  title: Type.Optional(str(80)),
  type: Type.Optional(addressType),
  country_id: id,
  address: str(255, 1),
  // Arabic-Indic digits too: the value is checked with the country's rules after this.
  phone_number: Type.String({
    minLength: 3,
    maxLength: 40,
    pattern: '^[0-9\u0660-\u0669\u06f0-\u06f9+()\\-\\s./]+$',
  }),
  postal_code: nullableText(20),
  city: nullableText(100),
  is_default: Type.Optional(
    Type.Unsafe<boolean | 0 | 1>({
      anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }],
    }),
  ),
});
