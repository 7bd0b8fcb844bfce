import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALERT, OVERLAY_UI, PAGE_ONLY_UI, RTL_STYLING, TOUCH_RIPPLE } from './chunk-split';

describe('PAGE_ONLY_UI', () => {
  it.each([
    ['/r/node_modules/@mui/material/Card/Card.js', true],
    ['/r/node_modules/@mui/material/ButtonGroup/ButtonGroup.js', true],
    ['/r/node_modules/@mui/material/internal/svg-icons/Star.js', true],
    ['/r/node_modules/@mui/icons-material/esm/Share.js', true],
    ['/r/node_modules/@mui/utils/visuallyHidden/visuallyHidden.js', true],
    ['/r/node_modules/@mui/utils/useRovingTabIndex/useRovingTabIndex.mjs', true],
    ['/r/node_modules/@mui/material/FormControl/FormControl.mjs', true],
    ['/r/shared-platform/src/ui/mui-page.ts', true],
    ['/r/shared-platform/src/ui/page-icons.ts', true],
  ])('puts the page-only module %s into the on-demand file', (path, expected) => {
    expect(PAGE_ONLY_UI.test(path)).toBe(expected);
  });

  it.each([
    ['/r/node_modules/@mui/material/CardMedia/CardMedia.js'],
    ['/r/node_modules/@mui/material/Button/Button.js'],
    ['/r/node_modules/@mui/material/ButtonGroup/ButtonGroupContext.js'],
    ['/r/node_modules/@mui/icons-material/esm/ShareOutlined.js'],
    // Page fields and the header's search field (loaded on request) share the form context.
    ['/r/node_modules/@mui/material/FormControl/FormControlContext.mjs'],
    ['/r/shared-platform/src/ui/mui-core.ts'],
    ['/r/shared-platform/src/ui/icons.ts'],
  ])('leaves %s, which the shell may use, with the shared libraries', (path) => {
    expect(PAGE_ONLY_UI.test(path)).toBe(false);
  });
});

describe('OVERLAY_UI', () => {
  it.each([
    ['/r/node_modules/@mui/material/Drawer/Drawer.js'],
    ['/r/node_modules/@mui/material/Popover/Popover.mjs'],
    ['/r/node_modules/@mui/material/Collapse/Collapse.mjs'],
    ['/r/node_modules/@mui/material/Modal/ModalManager.mjs'],
    ['/r/node_modules/@mui/material/internal/Transition.mjs'],
    ['/r/node_modules/@mui/material/List/List.mjs'],
    ['/r/node_modules/@mui/material/InputBase/InputBase.mjs'],
    ['/r/node_modules/@mui/material/FormControl/FormControlContext.mjs'],
    ['/r/shared-platform/src/ui/mui-input.ts'],
    ['/r/shared-platform/src/ui/mui-overlays.ts'],
    ['/r/shared-platform/src/ui/mui-lists.ts'],
  ])('puts %s, which opens only on request, into its on-demand file', (path) => {
    expect(OVERLAY_UI.test(path)).toBe(true);
    expect(PAGE_ONLY_UI.test(path)).toBe(false);
  });

  it.each([
    ['/r/node_modules/@mui/material/ListItem/ListItem.mjs'],
    ['/r/node_modules/@mui/material/Paper/Paper.mjs'],
    ['/r/node_modules/@mui/material/ButtonBase/TouchRipple.mjs'],
    ['/r/node_modules/@mui/material/transitions/utils.mjs'],
    ['/r/shared-platform/src/ui/mui-core.ts'],
    ['/r/shared-platform/src/ui/mui-page.ts'],
  ])('leaves %s out of it', (path) => {
    expect(OVERLAY_UI.test(path)).toBe(false);
  });
});

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('the page-only lists and the platform modules', () => {
  const platformUi = (file: string) =>
    readFileSync(join(repoRoot, 'shared-platform', 'src', 'ui', file), 'utf8');

  it('names every icon of ui/page-icons, so none lands in the start-up file', () => {
    const icons = [
      ...platformUi('page-icons.ts').matchAll(/as (\w+) \} from '@mui\/icons-material/g),
    ];
    expect(icons.length).toBeGreaterThan(0);
    for (const [, name] of icons) {
      expect(PAGE_ONLY_UI.test(`/r/node_modules/@mui/icons-material/esm/${name}.js`), name).toBe(
        true,
      );
    }
  });

  it('names every component of ui/mui-page', () => {
    const block =
      /export \{([^}]*)\} from '@mui\/material'/.exec(platformUi('mui-page.ts'))?.[1] ?? '';
    const components = block
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name));
    expect(components.length).toBeGreaterThan(0);
    for (const name of components) {
      expect(PAGE_ONLY_UI.test(`/r/node_modules/@mui/material/${name}/${name}.js`), name).toBe(
        true,
      );
    }
  });

  it.each([['mui-overlays.ts'], ['mui-lists.ts']])('names every component of ui/%s', (file) => {
    const block = /export \{([^}]*)\} from '@mui\/material'/.exec(platformUi(file))?.[1] ?? '';
    const components = block.split(',').map((name) => name.trim());
    expect(components.length).toBeGreaterThan(0);
    for (const name of components) {
      expect(OVERLAY_UI.test(`/r/node_modules/@mui/material/${name}/${name}.js`), name).toBe(true);
    }
  });
});

describe('Trans in the page-only file', () => {
  const i18nEntry = createRequire(join(repoRoot, 'shared-platform', 'package.json'))
    .resolve('react-i18next')
    .replace(/commonjs/, 'es');

  it('puts Trans, with its parser, and the platform module offering it into the page-only file', () => {
    for (const path of [
      join(dirname(i18nEntry), 'TransWithoutContext.js'),
      '/r/node_modules/.pnpm/html-parse-stringify@4.0.1/node_modules/html-parse-stringify/dist/html-parse-stringify.module.js',
      '/r/shared-platform/src/i18n/trans.ts',
    ])
      expect(PAGE_ONLY_UI.test(path), path).toBe(true);
    expect(PAGE_ONLY_UI.test('/r/shared-platform/src/i18n/react.ts')).toBe(false);
  });
});

describe('the on-demand alert and ripple files', () => {
  const muiDir = dirname(
    createRequire(join(repoRoot, 'shared-platform', 'package.json')).resolve(
      '@mui/material/package.json',
    ),
  );
  /** Every `.mjs` file of the installed MUI, by its path inside the package. */
  const muiFiles = (dir = muiDir): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return muiFiles(path);
      return entry.name.endsWith('.mjs') ? [path] : [];
    });
  const files = muiFiles();
  /** The MUI files that import a module matching `group`, other than those in `group`. */
  const importersFromOutside = (group: RegExp) =>
    files.filter(
      (file) =>
        !group.test(file) &&
        [...readFileSync(file, 'utf8').matchAll(/from ["'](\.[^"']+)["']/g)].some(([, specifier]) =>
          group.test(resolve(dirname(file), specifier as string)),
        ),
    );

  it('takes the alert, its title and the icons only the alert draws', () => {
    for (const file of [
      'Alert/Alert.mjs',
      'AlertTitle/AlertTitle.mjs',
      'internal/svg-icons/ErrorOutline.mjs',
    ])
      expect(ALERT.test(join(muiDir, file)), file).toBe(true);
    expect(ALERT.test(join(muiDir, 'internal/svg-icons/Close.mjs'))).toBe(false);
    // Nothing else of MUI reaches them but its barrel (which the shop never imports whole): a
    // start-up component importing one would load the file at start, where the budget check,
    // which leaves `on-demand-*` files out, would not count it.
    expect(importersFromOutside(ALERT).map((file) => file.slice(muiDir.length))).toEqual([
      '/index.mjs',
    ]);
  });

  it('takes the ripple, which only the button base imports (through the stand-in)', () => {
    expect(TOUCH_RIPPLE.test(join(muiDir, 'ButtonBase/TouchRipple.mjs'))).toBe(true);
    expect(TOUCH_RIPPLE.test(join(muiDir, 'ButtonBase/ButtonBase.mjs'))).toBe(false);
    expect(importersFromOutside(TOUCH_RIPPLE).map((file) => file.slice(muiDir.length))).toEqual([
      '/ButtonBase/ButtonBase.mjs',
      '/ButtonBase/index.mjs',
    ]);
  });
});

describe('RTL_STYLING', () => {
  it("takes the platform's right-to-left plugin with the libraries it flips with", () => {
    for (const file of [
      '/r/shared-platform/src/theme/rtl-plugin.ts',
      '/r/shared-platform/src/theme/rtl-may-flip.ts',
      '/r/shared-platform/src/theme/rtl-plugin.flips.json',
      '/r/node_modules/.pnpm/cssjanus@2.3.1/node_modules/cssjanus/src/cssjanus.js',
      '/r/node_modules/.pnpm/stylis-plugin-rtl@2.1.1/node_modules/stylis-plugin-rtl/dist/stylis-rtl.js',
    ])
      expect(RTL_STYLING.test(file), file).toBe(true);
    expect(RTL_STYLING.test('/r/shared-platform/src/theme/emotion-caches.ts')).toBe(false);
  });
});
