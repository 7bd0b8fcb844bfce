import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEGACY_API_CLIENT, OVERLAY_UI, PAGE_ONLY_UI } from './chunk-split';

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
    ['/r/shared-platform/src/ui/mui.ts'],
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
    ['/r/shared-platform/src/ui/mui.ts'],
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

describe('LEGACY_API_CLIENT', () => {
  it.each([
    ['/r/node_modules/.pnpm/axios@1.13.2/node_modules/axios/lib/axios.js', true],
    ['/r/node_modules/axios/lib/adapters/xhr.js', true],
    ['/r/shared-platform/src/http/api-client.ts', true],
    ['/r/shared-platform/src/http/fetch-client.ts', false],
    ['/r/shared-platform/src/http/call-api.ts', false],
  ])('puts %s into the file only remotes built for platform 4.1 load: %s', (path, expected) => {
    expect(LEGACY_API_CLIENT.test(path)).toBe(expected);
  });
});
