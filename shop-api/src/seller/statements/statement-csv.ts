import type { Statement } from '@shop/shared-contracts/api/marketplace-money';
import { STATEMENT_CSV_TEXTS } from './statement-csv-texts';

/**
 * A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) is prefixed with `'`, so it is shown as text (OWASP's CSV injection advice).
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a cell with a quote, the separator or a line break is quoted, its quotes doubled. */
export function csvCell(text: string, separator: ',' | ';' = ','): string {
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Euros with two decimals and the language's decimal sign, whatever the server's locale. */
export const csvAmount = (euros: number, decimal: '.' | ',' = '.') =>
  euros.toFixed(2).replace('.', decimal);

/**
 * The month's lines as CSV in the vendor's language (`du`, `ar`; English without one): a header
 * row, one row per line, CRLF line ends (RFC 4180).
 */
export function statementCsv(statement: Statement, language: 'du' | 'ar' | 'en' = 'en'): string {
  const { header, kinds, separator, decimal, bom } = STATEMENT_CSV_TEXTS[language];
  const cell = (text: string) => csvCell(safeText(text), separator);
  const rows = statement.lines.map((line) =>
    [
      cell(line.date),
      cell(kinds[line.kind]),
      cell(line.order_number),
      String(line.shipment_id),
      csvAmount(line.amount, decimal),
      String(line.commission_rate).replace('.', decimal),
      csvAmount(line.commission, decimal),
    ].join(separator),
  );
  return `${bom}${[header.map(cell).join(separator), ...rows].join('\r\n')}\r\n`;
}

/** A file-name part of the store's name: ASCII letters, digits and hyphens only. */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || fallback;
}
