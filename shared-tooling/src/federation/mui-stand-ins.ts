/**
 * Two modules of MUI that every build of the shop replaces with a stand-in of the platform's
 * (`shared-platform/src/theme/`, so they are bundled with the platform's shared code). Neither
 * can be left out by what the shop imports: MUI's own modules import them.
 *
 * - `styles/createThemeWithVars`: MUI's theme with CSS variables and colour schemes, about 4 KB
 *   gzip with the variable generators it imports. Every styled component reaches it, because
 *   MUI's default theme is made by `createTheme`, which imports both kinds of theme and picks one
 *   at run time. The shop's theme has neither, so its stand-in throws, saying why, if anything
 *   ever asks for one.
 * - `ButtonBase/TouchRipple`: the ripple of a pressed button, which `ButtonBase` mounts only on the
 *   first press. Its stand-in loads it in a file of its own once the browser is idle, instead of
 *   with the first render.
 *
 * Node-only: used by `define-config.ts`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rsbuild/core';
import { packageDir } from './runtime-esm-aliases';

const platformTheme = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../shared-platform/src/theme',
);

export interface MuiStandIn {
  /** The folder of `@mui/material` whose own import of `request` is replaced. */
  folder: string;
  /** The module as its neighbours in `folder` import it. */
  request: string;
  /** What the builds bundle in its place. */
  standIn: string;
}

export const MUI_STAND_INS: readonly MuiStandIn[] = [
  {
    folder: 'styles',
    request: './createThemeWithVars.mjs',
    standIn: join(platformTheme, 'css-variables-theme-stand-in.ts'),
  },
  {
    folder: 'ButtonBase',
    request: './TouchRipple.mjs',
    standIn: join(platformTheme, 'lazy-touch-ripple.ts'),
  },
];

/**
 * `@mui/material` as `from` (a `package.json` of a package depending on it) resolves it, once it
 * is known to hold every replaced module: an MUI upgrade that moves one fails the build instead of
 * silently bundling it again.
 */
export function checkedMuiDir(muiDir: string, standIns = MUI_STAND_INS): string {
  for (const { folder, request } of standIns) {
    if (!existsSync(join(muiDir, folder, request))) {
      throw new Error(
        `@mui/material has no ${folder}/${request.slice(2)} any more; check whether its stand-in (shared-tooling/src/federation/mui-stand-ins.ts) is still needed.`,
      );
    }
  }
  return muiDir;
}

/** The stand-in for `request` imported from the folder `context`, if it is a replaced module. */
export function standInFor(request: string, context: string, muiDir: string): string | undefined {
  return MUI_STAND_INS.find(
    (entry) => entry.request === request && context === join(muiDir, entry.folder),
  )?.standIn;
}

/** The Rspack plugin that swaps the replaced modules for their stand-ins in a build. */
export function muiStandIns(from: string) {
  const muiDir = checkedMuiDir(packageDir(from, '@mui/material'));
  return new rspack.NormalModuleReplacementPlugin(/^\.\/\w+\.mjs$/, (resource) => {
    const standIn = standInFor(resource.request, resource.context, muiDir);
    if (standIn) resource.request = standIn;
  });
}
