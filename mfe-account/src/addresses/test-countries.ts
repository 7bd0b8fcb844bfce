import type { CountryOption } from '@shop/shared-contracts/api/entities';

/** A few countries as `GET /v1/countries` answers them (ids as in the API's database). */
export const testCountries: CountryOption[] = [
  {
    id: 1,
    code: 'DE',
    name_german: 'Deutschland',
    name_arabic: 'ألمانيا',
    name_english: 'Germany',
    has_postal_code: true,
    postal_code_example: '10115',
  },
  {
    id: 5,
    code: 'SA',
    name_german: 'Saudi-Arabien',
    name_arabic: 'السعودية',
    name_english: 'Saudi Arabia',
    has_postal_code: true,
    postal_code_example: '11564',
  },
  {
    id: 6,
    code: 'AE',
    name_german: 'Vereinigte Arabische Emirate',
    name_arabic: 'الإمارات العربية المتحدة',
    name_english: 'United Arab Emirates',
    has_postal_code: false,
    postal_code_example: null,
  },
];

export const saudiArabia = {
  id: 5,
  code: 'SA',
  name: 'Saudi-Arabien',
  name_german: 'Saudi-Arabien',
  name_arabic: 'السعودية',
  name_english: 'Saudi Arabia',
};
