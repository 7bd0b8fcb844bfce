import type { Statement } from '@shop/shared-contracts/api/marketplace-money';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, fileSlug, safeText, statementCsv } from './statement-csv';

const APRIL: Statement = {
  month: '2025-04',
  shipments: 1,
  sales: 10,
  returns: 2,
  commission_rate: 10,
  commission: 0.8,
  payout: 7.2,
  lines: [
    {
      date: '2025-04-01T00:00:00.000Z',
      kind: 'sale',
      order_number: 'A-1',
      shipment_id: 4,
      amount: 10,
      commission_rate: 10,
      commission: 1,
    },
    {
      date: '2025-04-02T00:00:00.000Z',
      kind: 'return',
      order_number: '@x',
      shipment_id: 5,
      amount: -2,
      commission_rate: 12.5,
      commission: -0.25,
    },
  ],
};

describe('statement CSV', () => {
  it('turns text a spreadsheet would run as a formula into text', () => {
    for (const text of ['=1+1', '+49', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(safeText(text)).toBe(`'${text}`);
    expect(safeText('ORD-1')).toBe('ORD-1');
  });

  it('quotes cells per RFC 4180 and writes amounts with a dot and two decimals', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect([csvAmount(12.5), csvAmount(-3), csvAmount(0.1 + 0.2)]).toEqual([
      '12.50',
      '-3.00',
      '0.30',
    ]);
  });

  it('writes a header row, then a row per line with its rate and commission, CRLF line ends', () => {
    const csv = statementCsv(APRIL);
    expect(csv).toBe(
      'date,kind,order_number,shipment_id,amount,commission_rate,commission\r\n' +
        '2025-04-01T00:00:00.000Z,sale,A-1,4,10.00,10,1.00\r\n' +
        "2025-04-02T00:00:00.000Z,return,'@x,5,-2.00,12.5,-0.25\r\n",
    );
  });

  it('names the file after the store in ASCII, or its id', () => {
    expect(fileSlug('Schuhe & Söhne Groß', 'store-1')).toBe('schuhe-sohne-gross');
    expect(fileSlug('متجر', 'store-7')).toBe('store-7');
  });

  it("writes the vendor's language: German headers, kinds and decimal commas between semicolons", () => {
    // A byte order mark, so spreadsheets read the umlauts and Arabic as UTF-8.
    expect(statementCsv(APRIL, 'du')).toBe(
      '\uFEFFDatum;Art;Bestellnummer;Sendung;Betrag (EUR);Provisionssatz (%);Provision (EUR)\r\n' +
        '2025-04-01T00:00:00.000Z;Verkauf;A-1;4;10,00;10;1,00\r\n' +
        "2025-04-02T00:00:00.000Z;Rücksendung;'@x;5;-2,00;12,5;-0,25\r\n",
    );
  });

  it('writes Arabic headers and kinds, with the digits and decimal point Arabic pages show', () => {
    expect(statementCsv(APRIL, 'ar').split('\r\n')).toEqual([
      '\uFEFFالتاريخ,النوع,رقم الطلب,الشحنة,المبلغ (EUR),نسبة العمولة (%),العمولة (EUR)',
      '2025-04-01T00:00:00.000Z,بيع,A-1,4,10.00,10,1.00',
      "2025-04-02T00:00:00.000Z,إرجاع,'@x,5,-2.00,12.5,-0.25",
      '',
    ]);
  });
});
