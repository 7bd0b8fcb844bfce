import { createTheme, type Theme } from '@mui/material/styles';

/** Layers: overlay/app bar and menus 1000, modal and tooltip 1100, toasts 1200. */
export const SHOP_Z_INDEX = {
  appBar: 1000,
  menu: 1000,
  drawer: 1100,
  modal: 1100,
  tooltip: 1100,
  snackbar: 1200,
  toast: 1200,
} as const;

// System fonts only (no web-font download); Noto Sans Arabic / Tahoma cover Arabic script.
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  "'Segoe UI'",
  'Roboto',
  "'Noto Sans Arabic'",
  "'Noto Sans'",
  'Tahoma',
  'Arial',
  'sans-serif',
].join(',');

export function createShopTheme(direction: 'ltr' | 'rtl'): Theme {
  return createTheme({
    direction,
    palette: {
      primary: { main: '#00695c', light: '#439889', dark: '#003d33', contrastText: '#ffffff' },
      secondary: { main: '#ff7043', light: '#ffa270', dark: '#c63f17', contrastText: '#1b1b1b' },
      background: { default: '#f7f8f8', paper: '#ffffff' },
    },
    typography: { fontFamily: FONT_STACK, button: { textTransform: 'none', fontWeight: 600 } },
    shape: { borderRadius: 10 },
    zIndex: {
      appBar: SHOP_Z_INDEX.appBar,
      drawer: SHOP_Z_INDEX.drawer,
      modal: SHOP_Z_INDEX.modal,
      snackbar: SHOP_Z_INDEX.snackbar,
      tooltip: SHOP_Z_INDEX.tooltip,
    },
    components: {
      // Without the ripple MUI draws no focus for buttons, icon buttons, list buttons, chips,
      // checkboxes and radios: keyboard focus gets a ring of its own (only on keyboard focus,
      // MUI's focus-visible state), drawn outside the control so it shows on any fill.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      // An icon button at a limit (a quantity stepper's "+" at the stock) is only marked
      // unavailable, not disabled, so it keeps the keyboard focus of whoever pressed it there;
      // it looks disabled all the same.
      MuiIconButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&[aria-disabled="true"]': { color: theme.palette.action.disabled, cursor: 'default' },
          }),
        },
      },
      // E-mail, phone, postcode and code inputs are left to right in every language
      // (`ui/ltr-input`); their text still starts at the form's start side, as the labels do:
      // the right-to-left cache turns this `left` into `right` in Arabic.
      MuiInputBase: { styleOverrides: { input: { '&[dir="ltr"]': { textAlign: 'left' } } } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      MuiFormControl: { defaultProps: { variant: 'outlined' } },
      MuiSelect: {
        defaultProps: {
          variant: 'outlined',
          // A select may open inside a dialog (1100); its list must stay above it.
          MenuProps: { style: { zIndex: SHOP_Z_INDEX.modal } },
        },
      },
      // Menus and popovers sit on the menu layer (MUI would put them on the modal layer).
      MuiPopover: { styleOverrides: { root: { zIndex: SHOP_Z_INDEX.menu } } },
      MuiMenu: { styleOverrides: { root: { zIndex: SHOP_Z_INDEX.menu } } },
      // A long German word in a large heading is wider than a 320 px phone: hyphenate or break it.
      MuiTypography: { styleOverrides: { root: { overflowWrap: 'break-word', hyphens: 'auto' } } },
    },
  });
}
