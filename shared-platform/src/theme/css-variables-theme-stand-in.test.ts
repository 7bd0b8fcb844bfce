import { describe, expect, it } from 'vitest';
import { createShopTheme } from './create-shop-theme';
import createThemeWithVars from './css-variables-theme-stand-in';

describe("the shop's theme and the builds without MUI's CSS-variables themes", () => {
  it.each([['ltr'], ['rtl']] as const)(
    'the %s theme needs neither CSS variables nor colour schemes, so the builds may leave them out',
    (direction) => {
      const theme = createShopTheme(direction);
      // With either, MUI would call `createThemeWithVars` and render its CSS-variables provider.
      expect(theme).not.toHaveProperty('vars');
      expect(theme).not.toHaveProperty('colorSchemes');
    },
  );

  it('the stand-in says why when something asks for such a theme', () => {
    expect(() => createThemeWithVars()).toThrow(/built without MUI themes with CSS variables/);
  });
});
