import type { createShopTheme } from '@shop/shared-platform/theme/create-shop-theme';
import type { AppShellLook, TextLook } from './app-shell-document';

type ShopTheme = ReturnType<typeof createShopTheme>;
type Typography = ShopTheme['typography']['body2'];

function textLook(variant: Typography, fontWeight?: number): TextLook {
  return {
    fontSize: String(variant.fontSize),
    fontWeight: fontWeight ?? variant.fontWeight ?? 400,
    lineHeight: variant.lineHeight ?? 'normal',
    ...(variant.letterSpacing === undefined
      ? {}
      : { letterSpacing: String(variant.letterSpacing) }),
  };
}

/** The first paint's colours and type, read from the shop's theme so the two cannot drift. */
export function appShellLook(theme: ShopTheme): AppShellLook {
  const { palette, typography } = theme;
  return {
    fontFamily: String(typography.fontFamily),
    bannerText: textLook(typography.body2),
    // The header draws the shop's name as h6 at weight 800 (`header/header.tsx`).
    brandText: textLook(typography.h6, 800),
    background: palette.background.default,
    paper: palette.background.paper,
    primaryDark: palette.primary.dark,
    primaryMain: palette.primary.main,
    contrastText: palette.primary.contrastText,
    divider: palette.divider,
  };
}
