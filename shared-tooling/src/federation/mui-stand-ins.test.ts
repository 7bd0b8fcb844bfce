import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkedMuiDir, MUI_STAND_INS, muiStandIns, standInFor } from './mui-stand-ins';
import { packageDir } from './runtime-esm-aliases';

const here = dirname(fileURLToPath(import.meta.url));
const platformPackageJson = join(here, '../../../shared-platform/package.json');

describe('muiStandIns', () => {
  const muiDir = packageDir(platformPackageJson, '@mui/material');

  it('finds every replaced module in the installed MUI, and every stand-in', () => {
    expect(checkedMuiDir(muiDir)).toBe(muiDir);
    for (const { standIn } of MUI_STAND_INS) expect(existsSync(standIn), standIn).toBe(true);
  });

  it("swaps only the folder's own import of a replaced module", () => {
    const styles = join(muiDir, 'styles');
    const buttonBase = join(muiDir, 'ButtonBase');
    expect(standInFor('./createThemeWithVars.mjs', styles, muiDir)).toMatch(
      /css-variables-theme-stand-in\.ts$/,
    );
    expect(standInFor('./TouchRipple.mjs', buttonBase, muiDir)).toMatch(/lazy-touch-ripple\.ts$/);
    expect(standInFor('./createThemeNoVars.mjs', styles, muiDir)).toBeUndefined();
    expect(standInFor('./TouchRipple.mjs', styles, muiDir)).toBeUndefined();
    // The stand-in's own import of the real ripple goes through the package's public path.
    expect(standInFor('@mui/material/ButtonBase/TouchRipple', buttonBase, muiDir)).toBeUndefined();
  });

  it('is a replacement plugin for the build', () => {
    expect(muiStandIns(platformPackageJson).constructor.name).toMatch(/Replacement/);
  });

  it('fails loudly when the installed MUI no longer has a replaced module', () => {
    expect(() => checkedMuiDir(here)).toThrow(/no styles\/createThemeWithVars\.mjs any more/);
  });
});
