/** Test helpers: the host's real texts, a product like the API's, and a parsed `<head>`. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Product } from '@shop/shared-contracts/api/entities';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import i18next, { type i18n } from 'i18next';
import { pageHead } from './page-head';
import type { SeoInput } from './seo-input';

const LOCALES = join(import.meta.dirname, '..', '..', '..', 'public', 'locales');

/** An i18next over the host's real `translation` files, without fallback: gaps show as keys. */
export async function hostI18n(language: Language): Promise<i18n> {
  const texts = JSON.parse(readFileSync(join(LOCALES, language, 'translation.json'), 'utf8'));
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** That i18next's `t`. */
export async function hostT(language: Language): Promise<SeoInput['t']> {
  const instance = await hostI18n(language);
  return (key, options) => instance.t(key, options ?? {}) as string;
}

export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 12,
    name_german: 'Leinenhemd',
    name_arabic: 'قميص كتان',
    description_german: 'Ein leichtes Hemd aus Leinen für warme Tage.',
    description_arabic: 'قميص خفيف من الكتان للأيام الدافئة.',
    category_id: 4,
    category: { id: 4, name_german: 'Hemden', name_arabic: 'قمصان' },
    vendor_id: 2,
    average_rating: 4.25,
    reviews_count: 8,
    min_price: 29.9,
    images: [{ id: 1, image: 'products/shirt.jpg', url: 'products/shirt.jpg', color: null }],
    variants: [
      { id: 1, price: 34.5, stock: 0, is_out_of_stock: true, attributes: [] },
      { id: 2, price: 29.9, stock: 3, is_out_of_stock: false, attributes: [] },
    ],
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export const SAMPLE_VENDOR = {
  id: 2,
  store_logo: null,
  store_name_in_german: 'Stoffladen',
  store_name_in_arabic: 'متجر القماش',
  address: 'Hauptstraße 1, 10115 Berlin',
};

/** The `<head>` built from `html`, to query as a browser or crawler would. */
export function parseHead(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

export function content(head: Document, selector: string): string | null {
  return head.querySelector(selector)?.getAttribute('content') ?? null;
}

/** Every JSON-LD object of the head, parsed. */
export function jsonLdOf(head: Document): Record<string, unknown>[] {
  return [...head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

export function jsonLdOfType(head: Document, type: string): Record<string, unknown> | undefined {
  return jsonLdOf(head).find((item) => item['@type'] === type);
}

export const ORIGIN = 'https://shop.example';
export const STORAGE = 'https://cdn.shop.example/storage/';
const translators = new Map<Language, Promise<SeoInput['t']>>();

/** `pageHead`'s HTML for a page of the sample shop, with the host's real texts. */
export async function headHtml(input: Partial<SeoInput> & { pathname: string }): Promise<string> {
  const language = input.language ?? 'du';
  if (!translators.has(language)) translators.set(language, hostT(language));
  const t = (await translators.get(language)) as SeoInput['t'];
  return pageHead({
    search: '',
    origin: ORIGIN,
    status: 200,
    storageBaseUrl: STORAGE,
    language,
    t,
    ...input,
  });
}

/** The same, parsed. */
export async function head(input: Partial<SeoInput> & { pathname: string }): Promise<Document> {
  return parseHead(await headHtml(input));
}
