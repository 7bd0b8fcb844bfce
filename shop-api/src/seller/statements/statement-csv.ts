import type { Statement } from '@shop/shared-contracts/api/marketplace-money';

export const CSV_HEADER = [
  'date',
  'kind',
  'order_number',
  'shipment_id',
  'amount',
  'commission_rate',
  'commission',
] as const;

/**
 * A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) is prefixed with `'`, so it is shown as text (OWASP's CSV injection advice).
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a cell with a quote, comma or line break is quoted, its quotes doubled. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Euros with a dot and two decimals, whatever the server's locale. */
export const csvAmount = (euros: number) => euros.toFixed(2);

/** The month's lines as CSV: a header row, one row per line, CRLF line ends (RFC 4180). */
export function statementCsv(statement: Statement): string {
  const rows = statement.lines.map((line) =>
    [
      csvCell(safeText(line.date)),
      csvCell(safeText(line.kind)),
      csvCell(safeText(line.order_number)),
      String(line.shipment_id),
      csvAmount(line.amount),
      String(line.commission_rate),
      csvAmount(line.commission),
    ].join(','),
  );
  return `${[CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
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
