/**
 * The first paint: the delivery banner and the bar with the shop's name, drawn by the document
 * itself before any JavaScript arrives. On a slow phone the shop's code takes seconds to download;
 * without this the screen stays blank until then. Built into `index.html` by the host's build
 * (`rsbuild.config.ts`), so this module is pure (no DOM, no file access).
 *
 * It shows once the entry has picked the shopper's language and direction
 * (`paint-app-shell.ts`), then React's header takes its place in the same frame
 * (`use-remove-app-shell.ts`). Its sizes and colours copy the header's (MUI's app bar, toolbar,
 * typography and the shop's theme); `app-shell-document.test.ts` and the journey
 * `e2e/app-shell.spec.ts` hold them to the real header.
 */
import { type Language, SUPPORTED_LANGUAGES } from '@shop/shared-contracts/i18n/languages';

/** The element's id; it sits before `#root`, so React's first render does not clear it. */
export const APP_SHELL_ID = 'app-shell';

/** Where the banner's text holds the formatted threshold (the translation's own placeholder). */
export const AMOUNT_PLACEHOLDER = '{{amount}}';

/** The texts the first paint shows, per language: `header.banner` and `brand.name`. */
export type AppShellTexts = Record<Language, { banner: string; brand: string }>;

/** A typography variant of the theme, as far as the first paint uses it. */
export interface TextLook {
  fontSize: string;
  fontWeight: number | string;
  lineHeight: number | string;
  letterSpacing?: string;
}

/** The theme's colours, font and type (`shared-platform/src/theme/create-shop-theme.ts`). */
export interface AppShellLook {
  fontFamily: string;
  /** The banner's text (body2) and the shop's name (h6, drawn at weight 800 by the header). */
  bannerText: TextLook;
  brandText: TextLook;
  /** The page's background (CssBaseline paints the body with it). */
  background: string;
  /** The app bar's own background. */
  paper: string;
  /** The banner's background and the brand's colour. */
  primaryDark: string;
  primaryMain: string;
  contrastText: string;
  divider: string;
}

/** Paths of MUI's `LocalShippingOutlined` and `StorefrontOutlined` icons (24 × 24 view box). */
export const SHIPPING_ICON_PATH =
  'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1';
export const STOREFRONT_ICON_PATH =
  'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z';

/** `data-text-du`, `data-text-ar`, `data-text-en`: the entry copies the shopper's into the text. */
export function textAttribute(language: Language): string {
  return `data-text-${language}`;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function textsOf(texts: AppShellTexts, key: 'banner' | 'brand'): string {
  return SUPPORTED_LANGUAGES.map(
    (language) => `${textAttribute(language)}="${escapeAttribute(texts[language][key])}"`,
  ).join(' ');
}

function icon(path: string): string {
  return `<svg viewBox="0 0 24 24" focusable="false"><path d="${path}"/></svg>`;
}

/**
 * The markup, hidden from assistive technology: it is a picture of the header, and the real one
 * (with its landmarks, links and names) replaces it before anyone can use it.
 */
export function appShellMarkup(texts: AppShellTexts): string {
  return [
    '<div class="app-shell-banner">',
    icon(SHIPPING_ICON_PATH),
    `<p ${textsOf(texts, 'banner')}></p>`,
    '</div>',
    '<div class="app-shell-bar">',
    '<span class="app-shell-menu"></span>',
    `<span class="app-shell-brand">${icon(STOREFRONT_ICON_PATH)}<span ${textsOf(texts, 'brand')}></span></span>`,
    '</div>',
  ].join('');
}

/**
 * The first paint's styles. Type and colours come from the theme (`look`); the sizes are MUI's
 * and the header's: the banner's `py: 0.75, px: 2`, `gap: 1` and small icon; the toolbar's 56 px
 * (48 px on a phone held sideways, 64 px from 600 px wide), its gutters and `gap: 1`; the menu
 * button's 40 px with `edge="start"`, shown below 900 px; the brand's medium icon; the app bar's
 * bottom border.
 */
function textCss({ fontSize, fontWeight, lineHeight, letterSpacing }: TextLook): string {
  const spacing = letterSpacing ? `;letter-spacing:${letterSpacing}` : '';
  // The shop's theme breaks long words in every Typography (MuiTypography's override).
  return `font-size:${fontSize};font-weight:${fontWeight};line-height:${lineHeight}${spacing};overflow-wrap:break-word;hyphens:auto`;
}

export function appShellCss(look: AppShellLook): string {
  const shell = `#${APP_SHELL_ID}`;
  return [
    `body{margin:0;background-color:${look.background}}`,
    `${shell}{font-family:${look.fontFamily};-webkit-font-smoothing:antialiased}`,
    // Drawn only once the entry has picked the language: laid out in the wrong direction first,
    // the shop's name would move across the bar (a layout shift).
    `${shell}:not([data-language]){display:none}`,
    `${shell} svg{display:inline-block;flex-shrink:0;fill:currentColor}`,
    `${shell} .app-shell-banner{display:flex;align-items:center;justify-content:center;gap:8px;padding:6px 16px;background-color:${look.primaryDark};color:${look.contrastText}}`,
    `${shell} .app-shell-banner svg{width:20px;height:20px}`,
    `${shell} .app-shell-banner p{margin:0;${textCss(look.bannerText)}}`,
    `${shell} .app-shell-bar{display:flex;align-items:center;gap:8px;min-height:56px;padding:0 16px;background-color:${look.paper};border-bottom:1px solid ${look.divider}}`,
    `@media (min-width:0px) and (orientation:landscape){${shell} .app-shell-bar{min-height:48px}}`,
    `@media (min-width:600px){${shell} .app-shell-bar{min-height:64px;padding:0 24px}}`,
    `${shell} .app-shell-menu{width:40px;height:40px;margin-inline-start:-12px}`,
    `@media (min-width:900px){${shell} .app-shell-menu{display:none}}`,
    `${shell} .app-shell-brand{display:flex;align-items:center;gap:8px;color:${look.primaryMain}}`,
    `${shell} .app-shell-brand svg{width:24px;height:24px}`,
    `${shell} .app-shell-brand span{${textCss(look.brandText)}}`,
    // The entry's message when the shop cannot start (federation/startup-failure.ts), under the bar.
    `#root[role="alert"]{padding:8px 16px;font-family:${look.fontFamily}}`,
  ].join('\n');
}

/** The host's `brand.name` and `header.banner` in each language, from its translation files. */
export function appShellTexts(readTranslation: (language: Language) => unknown): AppShellTexts {
  const entries = SUPPORTED_LANGUAGES.map((language) => {
    const texts = readTranslation(language) as {
      brand?: { name?: unknown };
      header?: { banner?: unknown };
    };
    const brand = texts.brand?.name;
    const banner = texts.header?.banner;
    if (typeof brand !== 'string' || typeof banner !== 'string') {
      throw new Error(`The host's ${language} texts lack brand.name or header.banner.`);
    }
    return [language, { brand, banner }] as const;
  });
  return Object.fromEntries(entries) as AppShellTexts;
}
