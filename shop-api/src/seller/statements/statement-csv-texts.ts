import type { StatementLine } from '@shop/shared-contracts/api/marketplace-money';

/** A statement file's language: its header, its kinds of line, and how it writes numbers. */
export interface StatementCsvTexts {
  header: readonly string[];
  kinds: Record<StatementLine['kind'], string>;
  /** German spreadsheets split on semicolons, as the comma is their decimal sign. */
  separator: ',' | ';';
  decimal: '.' | ',';
  /** A byte order mark, so spreadsheets read umlauts and Arabic as UTF-8, not as Latin-1. */
  bom: string;
}

/** English and no language asked for: the machine-readable file the API has always written. */
const en: StatementCsvTexts = {
  header: [
    'date',
    'kind',
    'order_number',
    'shipment_id',
    'amount',
    'commission_rate',
    'commission',
  ],
  kinds: { sale: 'sale', return: 'return' },
  separator: ',',
  decimal: '.',
  bom: '',
};

export const STATEMENT_CSV_TEXTS: Record<'du' | 'ar' | 'en', StatementCsvTexts> = {
  du: {
    header: [
      'Datum',
      'Art',
      'Bestellnummer',
      'Sendung',
      'Betrag (EUR)',
      'Provisionssatz (%)',
      'Provision (EUR)',
    ],
    kinds: { sale: 'Verkauf', return: 'Rücksendung' },
    separator: ';',
    decimal: ',',
    bom: '\uFEFF',
  },
  // Arabic pages show Latin digits with a decimal point, as `Intl` writes them for "ar".
  ar: {
    header: [
      'التاريخ',
      'النوع',
      'رقم الطلب',
      'الشحنة',
      'المبلغ (EUR)',
      'نسبة العمولة (%)',
      'العمولة (EUR)',
    ],
    kinds: { sale: 'بيع', return: 'إرجاع' },
    separator: ',',
    decimal: '.',
    bom: '\uFEFF',
  },
  en,
};
