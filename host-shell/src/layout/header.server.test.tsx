// @vitest-environment node
import type { Category } from '@shop/shared-contracts/api/entities';
import { categoriesKey } from '@shop/shared-contracts/query/query-keys';
import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import {
  missingTexts,
  renderPageOnServer,
} from '@shop/shared-tooling/testing/render-page-on-server';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/translation.json';
import du from '../../public/locales/du/translation.json';
import { Header } from '../header/header';

// A node environment: no `window`, as in the render service, which renders signed out. The
// header arrives with the brand, the visitor's links, the banner and the category row.
// No handlers: the header asks the API for nothing while signed out (the categories are given).
setupApiServer();
const TEXTS = { du, ar } as const;
const category = (id: number, german: string, arabic: string): Category => ({
  id,
  name_german: german,
  name_arabic: arabic,
  slug_german: german.toLowerCase(),
  slug_arabic: arabic,
  image: `categories/${id}.svg`,
  sub_categories: [],
});
const categories = [category(1, 'Mode', 'أزياء'), category(2, 'Schuhe', 'أحذية')];

describe.each(['du', 'ar'] as const)('the header on the server in %s', (language) => {
  it("renders the visitor's header with the categories", async () => {
    const t = TEXTS[language];
    const page = await renderPageOnServer(<Header />, {
      url: '/store',
      language,
      namespaces: ['translation'],
      data: [{ queryKey: categoriesKey, data: categories }],
    });
    expect(
      missingTexts(page, [
        t.brand.name,
        t.nav.signIn,
        t.nav.signUp,
        t.header.banner.split('{{')[0] ?? '',
        ...categories.map((item) => (language === 'ar' ? item.name_arabic : item.name_german)),
      ]),
    ).toEqual([]);
    // Signed out on the server: no badge count, no account link.
    expect(page.text).not.toContain(t.nav.myAccount);
    expect(page.html).toContain(`aria-label="${t.header.cart}"`);
  });
});
