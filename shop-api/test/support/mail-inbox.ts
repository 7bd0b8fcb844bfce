import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server in the test process (smtp-server) that keeps every mail it receives, so
 * the API's nodemailer path is tested end to end. `url` goes into the app's `smtpUrl`.
 */
export async function startMailInbox() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Mails to one address, oldest first. */
    to: (address: string) => mails.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

export type MailInbox = Awaited<ReturnType<typeof startMailInbox>>;

/** The link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail | undefined, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s]*`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no link ${prefix} in mail: ${mail?.text}`);
  return match[0];
}

// Enough MIME for nodemailer's output: one multipart/alternative with a text and an HTML part.
function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const partOf = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return part ? decodeBody(part.body, part.headers['content-transfer-encoding']) : '';
  };
  return {
    subject: decodeWords(headers.subject ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
}

function splitHeaders(text: string) {
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: text.slice(end + 4) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  const decoded = /base64/i.test(encoding)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /quoted-printable/i.test(encoding)
      ? decodeQuotedPrintable(body)
      : body;
  return decoded.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
