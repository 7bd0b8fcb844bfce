import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopTheme } from './create-shop-theme';
import { directionSupportLoaded } from './emotion-caches';
import { ShopThemeProvider } from './shop-theme-provider';

afterEach(() => cleanup());

function stylesOf(key: string): string {
  return Array.from(document.querySelectorAll(`style[data-emotion^="${key}"]`))
    .map((style) => style.textContent)
    .join('\n');
}

function Direction() {
  return <span>{useTheme().direction}</span>;
}

describe('ShopThemeProvider', () => {
  it('flips physical CSS in Arabic through the rtl cache, once its on-demand plugin is there', async () => {
    await act(async () => {
      render(
        <Suspense fallback={<p>loading the direction</p>}>
          <ShopThemeProvider language="ar" baseline={false}>
            <Box sx={{ marginLeft: '13px' }}>x</Box>
            <Direction />
          </ShopThemeProvider>
        </Suspense>,
      );
    });
    expect(await screen.findByText('rtl')).toBeTruthy();
    expect(directionSupportLoaded('rtl')).toBe(true);
    expect(stylesOf('muirtl')).toContain('margin-right:13px');
    expect(stylesOf('muirtl')).not.toContain('margin-left:13px');
  });

  it('keeps CSS as written in German', () => {
    render(
      <ShopThemeProvider language="du" baseline={false}>
        <Box sx={{ marginLeft: '17px' }}>x</Box>
        <Direction />
      </ShopThemeProvider>,
    );
    expect(screen.getByText('ltr')).toBeTruthy();
    expect(stylesOf('muiltr')).toContain('margin-left:17px');
  });
});

describe('createShopTheme', () => {
  it('draws an icon button marked unavailable as disabled, without disabling it', () => {
    const { palette } = createShopTheme('ltr');
    render(
      <ShopThemeProvider language="du" baseline={false}>
        <IconButton aria-label="plus" aria-disabled>
          +
        </IconButton>
      </ShopThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'plus' }).hasAttribute('disabled')).toBe(false);
    const styles = stylesOf('muiltr').replace(/\s/g, '');
    expect(styles).toContain(
      `[aria-disabled="true"]{color:${palette.action.disabled.replace(/\s/g, '')};cursor:default;}`,
    );
  });

  it('applies the shop component defaults and layers', () => {
    const theme = createShopTheme('rtl');
    expect(theme.direction).toBe('rtl');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(theme.components?.MuiTextField?.defaultProps?.variant).toBe('outlined');
    expect(theme.zIndex.modal).toBe(1100);
    expect(theme.zIndex.appBar).toBe(1000);
    expect(theme.zIndex.tooltip).toBe(1100);
    expect(theme.zIndex.snackbar).toBe(1200);
    expect(theme.components?.MuiPopover?.styleOverrides?.root).toMatchObject({ zIndex: 1000 });
    expect(theme.components?.MuiMenu?.styleOverrides?.root).toMatchObject({ zIndex: 1000 });
  });
});
