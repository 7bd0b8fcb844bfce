import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn, type MailInbox, startMailInbox } from '../../test/support/mail-inbox';
import { Mailer } from './mailer';
import { orderConfirmationMail } from './order-confirmation-mail';
import { passwordResetMail } from './shop-mails';

const fakeLog = () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
};

let inbox: MailInbox;
let mailer: Mailer;
beforeAll(async () => {
  inbox = await startMailInbox();
  mailer = new Mailer(
    { smtpUrl: inbox.url, mailFrom: 'Shop <shop@example.com>' },
    fakeLog().logger,
  );
});
afterAll(async () => {
  await mailer.close();
  await inbox.close();
});

const link = 'http://shop.test/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('shop mails over SMTP', () => {
  it('sends a German reset mail with a text and an HTML part, the link in both', async () => {
    await mailer.send('test', {
      to: 'lena@example.com',
      ...passwordResetMail('du', 'Teststore', { name: 'Lena' }, link, 30),
    });
    const [mail] = inbox.to('lena@example.com');
    expect(mail?.subject).toBe('Setze dein Passwort zurück');
    expect(mail?.text).toContain('Hallo Lena,');
    expect(mail?.text).toContain('30 Minuten');
    expect(linkIn(mail, 'http://shop.test/reset-password?token=')).toBe(link);
    expect(mail?.html).toContain('<html lang="de" dir="ltr">');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.raw).toMatch(/^From: Shop <shop@example\.com>/m);
  });

  it('writes Arabic mails right to left, English ones in English', async () => {
    await mailer.send('test', {
      to: 'amal@example.com',
      ...passwordResetMail('ar', 'Teststore', { name: 'أمل' }, link, 30),
    });
    await mailer.send('test', {
      to: 'ann@example.com',
      ...passwordResetMail('en', 'Teststore', { name: 'Ann' }, link, 30),
    });
    const [arabic] = inbox.to('amal@example.com');
    expect(arabic?.subject).toBe('إعادة تعيين كلمة المرور');
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.html).toContain('text-align:right');
    expect(arabic?.text).toContain('مرحبًا أمل،');
    const [english] = inbox.to('ann@example.com');
    expect(english?.subject).toBe('Reset your password');
    expect(english?.html).toContain('<html lang="en" dir="ltr">');
  });

  it('escapes shopper data in the HTML part and keeps it as typed in the text part', async () => {
    const name = '<img src=x onerror=alert(1)> "Bob" & Co';
    await mailer.send('test', {
      to: 'bob@example.com',
      ...passwordResetMail('en', 'Teststore', { name }, link, 30),
    });
    const [mail] = inbox.to('bob@example.com');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Bob&quot; &amp; Co');
    expect(mail?.text).toContain(`Hello ${name},`);
  });

  it('lists an order: number, items with their variant, amounts, total, address, estimate', () => {
    const product = { name_german: 'Rotes Kleid <b>', name_arabic: 'فستان أحمر' };
    const colour = { name_german: 'Farbe', name_arabic: 'اللون' };
    const variant = {
      variant_values: [
        { variant_attribute: colour, name_german: 'Rot', name_arabic: 'أحمر', value: '#f00' },
      ],
    };
    const order = {
      order_number: 'ORD-7',
      // A Friday: standard delivery's latest day skips the weekend.
      created_at: '2026-12-04T10:00:00Z',
      shipping_type: 'normal',
      shipping_cost: 10,
      discount: 5,
      wallet_usage: 0,
      final_price: 64.9,
      address: {
        title: 'Zuhause',
        address: 'Allee 1',
        postal_code: '10115',
        city: 'Berlin',
        phone_number: '+49 30 123456',
        country: { name: 'Deutschland', name_german: 'Deutschland', name_arabic: 'ألمانيا' },
      },
      items: [{ quantity: 2, subtotal: 59.9, product, product_variant: variant }],
    } as unknown as Parameters<typeof orderConfirmationMail>[3];
    const german = orderConfirmationMail(
      'du',
      'Basar',
      { name: 'Lena' },
      order,
      'http://shop.test/order-confirmation?id=7',
    );
    expect(german.subject).toBe('Deine Bestellung ORD-7');
    expect(german.text).toMatch(/2 × Rotes Kleid <b> \(Farbe: Rot\): 59,90\s€/);
    expect(german.text).toMatch(/Gesamt: 64,90\s€/);
    expect(german.text).toContain('Lieferadresse\nZuhause\nAllee 1\n10115 Berlin\nDeutschland');
    expect(german.text).toContain('Voraussichtliche Lieferung: ');
    expect(german.text).toContain('Dein Team von Basar');
    expect(german.html).toContain('Rotes Kleid &lt;b&gt;');
    const arabic = orderConfirmationMail(
      'ar',
      'Basar',
      { name: 'أمل' },
      order,
      'http://shop.test/',
    );
    expect(arabic.text).toContain('فستان أحمر');
    expect(arabic.text).toContain('اللون: \u2068أحمر\u2069');
    expect(arabic.text).toContain('\u2066+49 30 123456\u2069');
    expect(arabic.html).toContain('<bdi dir="ltr">+49 30 123456</bdi>');
    expect(arabic.html).toContain('<bdi dir="ltr">10115</bdi> <bdi>Berlin</bdi>');
    expect(arabic.text).toContain('ألمانيا');
    expect(arabic.html).toContain('dir="rtl"');
  });

  it('never throws when the mail server is down: the background job logs the failure', async () => {
    const { log, logger } = fakeLog();
    const down = new Mailer(
      { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'shop@example.com' },
      logger,
    );
    down.later('reset', async () => ({ to: 'x@example.com', subject: 's', text: 't', html: 'h' }));
    await down.settled();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ mail: 'reset' }),
      'mail job failed',
    );
    await down.close();
  });

  it('skips and logs a mail when no SMTP_URL is set', async () => {
    const { log, logger } = fakeLog();
    const off = new Mailer({ smtpUrl: null, mailFrom: 'shop@example.com' }, logger);
    off.later('reset', async () => ({ to: 'x@example.com', subject: 's', text: 't', html: 'h' }));
    await off.settled();
    expect(log.warn).toHaveBeenCalledWith({ mail: 'reset' }, 'mail not sent: SMTP_URL is not set');
  });
});
