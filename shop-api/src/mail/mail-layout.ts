import { isolatesToHtml } from './bidi';
import { escapeHtml } from './escape-html';
import type { MailTexts } from './mail-texts';

export interface MailTable {
  head: [string, string, string];
  rows: [string, string, string][];
  /** Label and amount lines under the items (delivery, discount, total). */
  totals: [string, string][];
}

/** A headed block under the table, such as the delivery address. */
export interface MailSection {
  heading: string;
  lines: string[];
}

export interface MailBody {
  subject: string;
  /** The shop's name (`SHOP_NAME`), which signs the mail. */
  shop: string;
  name: string;
  lines: string[];
  table?: MailTable;
  sections?: MailSection[];
  action?: { label: string; url: string };
  after?: string[];
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/**
 * One layout for every shop mail: a plain-text part and an HTML part saying the same. The HTML
 * carries the language and direction (Arabic right to left); every text is escaped here, so
 * callers pass shopper data as it is, marking with `bidi.ts` what keeps its own direction.
 */
export function renderMail(texts: MailTexts, body: MailBody): MailContent {
  const align = texts.dir === 'rtl' ? 'right' : 'left';
  const textLines = [texts.greeting(body.name), '', ...body.lines];
  const htmlParts = [texts.greeting(body.name), ...body.lines].map(paragraph);
  if (body.table) {
    textLines.push('', ...tableText(body.table));
    htmlParts.push(tableHtml(body.table, align));
  }
  for (const section of body.sections ?? []) {
    textLines.push('', section.heading, ...section.lines);
    htmlParts.push(
      `<h2 style="font-size:16px;margin:20px 0 6px">${htmlText(section.heading)}</h2>`,
      `<p style="margin:0 0 12px">${section.lines.map(htmlText).join('<br>')}</p>`,
    );
  }
  if (body.action) {
    textLines.push('', `${body.action.label}: ${body.action.url}`);
    htmlParts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#1f6feb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p>`,
      paragraph(body.action.url),
    );
  }
  for (const line of body.after ?? []) {
    textLines.push('', line);
    htmlParts.push(paragraph(line));
  }
  const signature = texts.signature(body.shop);
  textLines.push('', signature);
  htmlParts.push(paragraph(signature));
  const html = `<!doctype html>
<html lang="${texts.languageTag}" dir="${texts.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f6f7f9;${FONT}">
<div dir="${texts.dir}" style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;text-align:${align};color:#1a1a1a;line-height:1.5">
${htmlParts.join('\n')}
</div>
</body>
</html>
`;
  return { subject: body.subject, text: `${textLines.join('\n')}\n`, html };
}

const htmlText = (text: string) => isolatesToHtml(escapeHtml(text));

const paragraph = (text: string) => `<p style="margin:0 0 12px">${htmlText(text)}</p>`;

function tableText(table: MailTable): string[] {
  return [
    ...table.rows.map(([item, quantity, price]) => `${quantity} × ${item}: ${price}`),
    '',
    ...table.totals.map(([label, amount]) => `${label}: ${amount}`),
  ];
}

function tableHtml(table: MailTable, align: string): string {
  const cell = (text: string, tag = 'td') =>
    `<${tag} style="padding:6px 4px;border-bottom:1px solid #e5e7eb;text-align:${align}">${htmlText(text)}</${tag}>`;
  const head = `<tr>${table.head.map((text) => cell(text, 'th')).join('')}</tr>`;
  const rows = table.rows.map((row) => `<tr>${row.map((text) => cell(text)).join('')}</tr>`);
  const totals = table.totals.map(
    ([label, amount]) =>
      `<tr><td colspan="2" style="padding:6px 4px;text-align:${align}">${htmlText(label)}</td>${cell(amount)}</tr>`,
  );
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0">${head}${rows.join('')}${totals.join('')}</table>`;
}
