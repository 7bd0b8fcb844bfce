import { describe, expect, it } from 'vitest';
import { PAGE_ONLY_UI } from './chunk-split';

describe('PAGE_ONLY_UI', () => {
  it.each([
    ['/r/node_modules/@mui/material/Card/Card.js', true],
    ['/r/node_modules/@mui/material/ButtonGroup/ButtonGroup.js', true],
    ['/r/node_modules/@mui/material/internal/svg-icons/Star.js', true],
    ['/r/node_modules/@mui/icons-material/esm/Share.js', true],
    ['/r/node_modules/@mui/utils/visuallyHidden/visuallyHidden.js', true],
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
    ['/r/shared-platform/src/ui/mui.ts'],
    ['/r/shared-platform/src/ui/icons.ts'],
  ])('leaves %s, which the shell may use, with the shared libraries', (path) => {
    expect(PAGE_ONLY_UI.test(path)).toBe(false);
  });
});
