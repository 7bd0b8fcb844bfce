import type { Locator, Page } from '@playwright/test';
import { expectContentShown } from './fixtures/a11y-route-visits';
import { a11yViolations } from './fixtures/axe';
import {
  header,
  remoteRoot,
  signInAsDemoShopper,
  translation,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

/** UI that only exists once opened: how to open it and what shows it is open. */
interface OpenUi {
  name: string;
  path: string;
  width: number;
  open: (page: Page, t: (key: string) => string) => Promise<Locator>;
}

const WORD = { du: 'kleid', ar: 'فستان' } as const;

/** Shown to visitors and shoppers alike, with different links. */
const PHONE_MENU: OpenUi = {
  name: "the header's phone menu",
  path: '/',
  width: 390,
  open: async (page, t) => {
    await header(page)
      .getByRole('button', { name: t('header.openMenu') })
      .click();
    return page.getByRole('dialog');
  },
};

const OPEN_UI = (language: 'du' | 'ar'): OpenUi[] => [
  PHONE_MENU,
  {
    name: 'the category menu',
    path: '/',
    width: 1280,
    open: async (page, t) => {
      const menu = header(page).getByRole('navigation', { name: t('megaMenu.label') });
      await menu.locator('button[aria-haspopup]').first().click();
      return page.getByRole('presentation').getByRole('navigation');
    },
  },
  {
    name: 'the search suggestions',
    path: '/',
    width: 1280,
    open: async (page, t) => {
      await header(page)
        .getByRole('button', { name: t('header.openSearch') })
        .click();
      await header(page)
        .getByRole('combobox', { name: t('header.searchLabel') })
        .pressSequentially(WORD[language]);
      return header(page).getByRole('listbox').getByRole('option').first();
    },
  },
  {
    name: "the store's filter drawer",
    path: '/store',
    width: 390,
    open: async (page) => {
      await remoteRoot(page, 'catalog')
        .getByRole('button', { name: translation('catalog', language, 'filters.open') })
        .click();
      return page.getByRole('dialog');
    },
  },
];

/** What opens only for a signed-in shopper, or looks different for one (the phone menu). */
const OPEN_UI_SIGNED_IN = (language: 'du' | 'ar'): OpenUi[] => [
  PHONE_MENU,
  {
    name: 'the address form dialog',
    path: '/profile/addresses',
    width: 390,
    open: async (page) => {
      await remoteRoot(page, 'account')
        .getByRole('button', { name: translation('account', language, 'addresses.add') })
        .click();
      return page.getByRole('dialog');
    },
  },
  {
    name: "the product picture's full-screen view",
    path: '/product/1',
    width: 1280,
    open: async (page) => {
      await remoteRoot(page, 'product')
        .getByRole('button', { name: translation('product', language, 'gallery.fullScreen') })
        .first()
        .click();
      return page.getByRole('dialog');
    },
  },
];

/** Opens each panel of `panels` on a fresh page load and returns every axe violation found. */
async function violationsWithOpen(page: Page, language: 'du' | 'ar', panels: OpenUi[]) {
  const t = (key: string) => translation('translation', language, key);
  const found: string[] = [];
  for (const ui of panels) {
    await page.setViewportSize({ width: ui.width, height: 900 });
    await page.goto(ui.path);
    await expectContentShown(page);
    await expect(await ui.open(page, t)).toBeVisible();
    for (const violation of await a11yViolations(page)) {
      found.push(`${ui.name} on ${ui.path} at ${ui.width} px (${language}) ${violation}`);
    }
  }
  return found;
}

// Menus, drawers and suggestion lists render UI no page shows until opened; each passes axe open.
for (const language of ['du', 'ar'] as const) {
  test(`open menus, drawers and suggestions pass axe (${language})`, async ({ page }) => {
    // One page load and one axe run per open panel: three times a journey's usual time.
    test.slow();
    await useStoredLanguage(page, language);
    expect(await violationsWithOpen(page, language, OPEN_UI(language))).toEqual([]);
  });

  test(`open menus and dialogs of a signed-in shopper pass axe (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await useStoredLanguage(page, language);
    await signInAsDemoShopper(page, request);
    expect(await violationsWithOpen(page, language, OPEN_UI_SIGNED_IN(language))).toEqual([]);
  });
}
