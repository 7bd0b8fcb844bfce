/**
 * Printing shows the order alone: everything else on the page (header, footer, buttons) is
 * hidden, and the order fills the sheet.
 */
export const PRINT_STYLES = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hidden] { display: none !important; }
}
`;
