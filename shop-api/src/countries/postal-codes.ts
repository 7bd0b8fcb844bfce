/**
 * What a postcode looks like in each country the shop delivers to (the national format, without a
 * country prefix such as `D-`), with an example for the form's hint. `null`: the country has no
 * postcodes, so the field may stay empty. The order is the order of the address form's list.
 */
export const POSTAL_CODES = {
  DE: { pattern: /^\d{5}$/, example: '10115' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  LI: { pattern: /^94[89]\d$/, example: '9490' },
  LU: { pattern: /^\d{4}$/, example: '1009' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1011 AB' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00118' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-001' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  TR: { pattern: /^\d{5}$/, example: '34000' },
  SA: { pattern: /^\d{5}(-\d{4})?$/, example: '11564' },
  AE: null,
  QA: null,
  KW: { pattern: /^\d{5}$/, example: '13001' },
  BH: { pattern: /^\d{3,4}$/, example: '317' },
  OM: { pattern: /^\d{3}$/, example: '112' },
  JO: { pattern: /^\d{5}$/, example: '11118' },
  LB: { pattern: /^\d{4}( ?\d{4})?$/, example: '1107 2810' },
  IQ: { pattern: /^\d{5}$/, example: '10001' },
  EG: { pattern: /^\d{5}$/, example: '11511' },
  MA: { pattern: /^\d{5}$/, example: '10000' },
  TN: { pattern: /^\d{4}$/, example: '1000' },
} as const satisfies Record<string, { pattern: RegExp; example: string } | null>;

export type CountryCode = keyof typeof POSTAL_CODES;

export const COUNTRY_CODES = Object.keys(POSTAL_CODES) as CountryCode[];

export function isCountryCode(code: string | null | undefined): code is CountryCode {
  return code != null && Object.hasOwn(POSTAL_CODES, code);
}

/** Whether a trimmed, non-empty postcode fits the country (any text where there are none). */
export function postalCodeFits(code: CountryCode, postalCode: string): boolean {
  const format = POSTAL_CODES[code];
  return format === null || format.pattern.test(postalCode);
}
