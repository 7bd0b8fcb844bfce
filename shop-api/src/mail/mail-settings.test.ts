import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { requestLanguage, requestShopLanguage, shopperMailLanguage } from './mail-language';

const withLanguage = (header?: string) =>
  ({ headers: header ? { 'accept-language': header } : {} }) as FastifyRequest;

describe('the language of a mail', () => {
  it('takes the language the client sends before the browser languages', () => {
    expect(requestLanguage(withLanguage('en-US,en'), 'du')).toBe('du');
    expect(requestLanguage(withLanguage('de'), 'ar')).toBe('ar');
  });

  it('reads Accept-Language by its weights; German is the shop du; German when unknown', () => {
    expect(requestLanguage(withLanguage('fr;q=1, en;q=0.5, ar;q=0.8'))).toBe('ar');
    expect(requestLanguage(withLanguage('de-AT'))).toBe('du');
    expect(requestLanguage(withLanguage('fr, es'))).toBe('du');
    expect(requestLanguage(withLanguage())).toBe('du');
  });

  it('never picks English for a shopper: the shop mails German or Arabic only', () => {
    expect(requestLanguage(withLanguage('ar'), 'en')).toBe('du');
    expect(requestShopLanguage(withLanguage('en-US,en;q=0.9,ar;q=0.5'))).toBeNull();
    expect(shopperMailLanguage({ mailLanguage: null, language: 'en' })).toBe('du');
    expect(shopperMailLanguage({ mailLanguage: null, language: 'ar' })).toBe('ar');
    expect(shopperMailLanguage({ mailLanguage: 'du', language: 'ar' })).toBe('du');
  });
});

describe('mail settings', () => {
  it('signs mails with SHOP_NAME, a development name by default, required in production', () => {
    expect(loadConfig({}).shopName).toBe('Demo-Shop');
    expect(loadConfig({ SHOP_NAME: ' Basar Berlin ' }).shopName).toBe('Basar Berlin');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        PUBLIC_SHOP_URL: 'https://shop.example',
      }),
    ).toThrow('SHOP_NAME');
  });

  it('sends no mail by default and builds links on the local shop', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeNull();
    expect(config.publicShopUrl).toBe('http://localhost:3000');
  });

  it('refuses a malformed SMTP_URL and, in production, links without PUBLIC_SHOP_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL');
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(
      'PUBLIC_SHOP_URL',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      PUBLIC_SHOP_URL: 'https://shop.example/',
      SHOP_NAME: 'Basar',
    });
    expect(config.publicShopUrl).toBe('https://shop.example');
  });
});
