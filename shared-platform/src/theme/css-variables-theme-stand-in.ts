/**
 * Bundled in place of `@mui/material/styles/createThemeWithVars.mjs` by every build of the shop
 * (`shared-tooling/src/federation/mui-stand-ins.ts` says why): the shop's theme
 * (`create-shop-theme.ts`) uses neither CSS variables nor colour schemes. Not exported; nothing
 * imports it by name.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'This shop is built without MUI themes with CSS variables or colour schemes (createTheme({ cssVariables }), colorSchemes): see shared-tooling/src/federation/mui-stand-ins.ts.',
  );
}
