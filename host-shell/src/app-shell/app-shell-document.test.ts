import { createShopTheme } from '@shop/shared-platform/theme/create-shop-theme';
import { LocalShippingOutlined, StorefrontOutlined } from '@shop/shared-platform/ui/icons';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/translation.json';
import du from '../../public/locales/du/translation.json';
import en from '../../public/locales/en/translation.json';
import {
  APP_SHELL_ID,
  type AppShellTexts,
  appShellCss,
  appShellMarkup,
  appShellTexts,
  SHIPPING_ICON_PATH,
  STOREFRONT_ICON_PATH,
  textAttribute,
} from './app-shell-document';
import { appShellLook } from './app-shell-look';

// The files the build reads (rsbuild.config.ts).
const HOST_TEXTS: Record<string, unknown> = { du, ar, en };
const hostTexts = (language: string) => HOST_TEXTS[language];

describe('appShellTexts', () => {
  it("takes the banner and the shop's name from the host's translation files", () => {
    const texts = appShellTexts(hostTexts);
    expect(texts.du).toEqual({
      banner: 'Kostenlose Lieferung ab {{amount}} Bestellwert',
      brand: 'Basar',
    });
    expect(texts.ar.brand).toBe(ar.brand.name);
    expect(texts.en.banner).toBe(en.header.banner);
  });

  it('fails the build when a language lacks one of them', () => {
    expect(() =>
      appShellTexts((language) => (language === 'ar' ? { brand: {} } : hostTexts(language))),
    ).toThrow("The host's ar texts lack brand.name or header.banner.");
  });
});

describe('appShellMarkup', () => {
  const texts: AppShellTexts = {
    du: { banner: 'Gratis ab {{amount}}', brand: 'Basar' },
    ar: { banner: 'مجاني', brand: 'بازار' },
    en: { banner: 'Free "over" <{{amount}}> & more', brand: 'Basar' },
  };

  it('carries every language’s texts and shows none until the entry picks one', () => {
    const host = document.createElement('div');
    host.innerHTML = appShellMarkup(texts);
    const banner = host.querySelector('.app-shell-banner p');
    const brand = host.querySelector('.app-shell-brand span');
    expect(banner?.textContent).toBe('');
    expect(brand?.textContent).toBe('');
    expect(banner?.getAttribute(textAttribute('du'))).toBe('Gratis ab {{amount}}');
    expect(brand?.getAttribute(textAttribute('ar'))).toBe('بازار');
    // Quotes and brackets in a text stay text.
    expect(banner?.getAttribute(textAttribute('en'))).toBe('Free "over" <{{amount}}> & more');
    expect(host.querySelectorAll('[data-text-du]')).toHaveLength(2);
  });

  it('has no style attribute, which the page’s Content-Security-Policy would refuse', () => {
    expect(appShellMarkup(texts)).not.toMatch(/\sstyle=/);
  });

  it("draws MUI's own truck and storefront icons", () => {
    const pathOf = (icon: typeof StorefrontOutlined) =>
      render(createElement(icon)).container.querySelector('path')?.getAttribute('d');
    expect(SHIPPING_ICON_PATH).toBe(pathOf(LocalShippingOutlined));
    expect(STOREFRONT_ICON_PATH).toBe(pathOf(StorefrontOutlined));
  });
});

describe('appShellCss', () => {
  const theme = createShopTheme('ltr');
  const css = appShellCss(appShellLook(theme));

  it("uses the theme's colours, font and type", () => {
    expect(css).toContain(`background-color:${theme.palette.primary.dark}`);
    expect(css).toContain(`color:${theme.palette.primary.main}`);
    expect(css).toContain(`body{margin:0;background-color:${theme.palette.background.default}}`);
    expect(css).toContain(`font-family:${theme.typography.fontFamily}`);
    expect(css).toContain(`font-size:${theme.typography.body2.fontSize}`);
    expect(css).toContain(`font-size:${theme.typography.h6.fontSize};font-weight:800`);
  });

  it("uses MUI's toolbar heights", () => {
    expect(theme.mixins.toolbar).toEqual({
      minHeight: 56,
      '@media (min-width:0px)': { '@media (orientation: landscape)': { minHeight: 48 } },
      '@media (min-width:600px)': { minHeight: 64 },
    });
    expect(css).toContain('min-height:56px');
    expect(css).toContain(
      '@media (min-width:0px) and (orientation:landscape){#app-shell .app-shell-bar{min-height:48px}}',
    );
    expect(css).toContain('@media (min-width:600px){#app-shell .app-shell-bar{min-height:64px');
  });

  it('hides the picture until the entry has set its language', () => {
    expect(css).toContain(`#${APP_SHELL_ID}:not([data-language]){display:none}`);
  });
});
