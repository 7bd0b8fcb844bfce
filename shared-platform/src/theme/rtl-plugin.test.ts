import { compile, type Middleware, middleware, prefixer, serialize, stringify } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { rtlPlugin } from './rtl-plugin';
// Every distinct declaration emotion inserted on the shop's pages in German (home, store,
// product, sign-in, cart, checkout, account pages, the phone menu), collected on 2026-11-26.
import declarations from './rtl-plugin.declarations.json';

/** The CSS the shop's Arabic emotion cache writes for `css` with `plugin` (prefixer first). */
const written = (css: string, plugin: Middleware) =>
  serialize(compile(css), middleware([prefixer, plugin, stringify]));

const expectSameAsStylisRtl = (css: string) =>
  expect(written(css, rtlPlugin)).toBe(written(css, stylisRtlPlugin));

const inGroups = (size: number) =>
  Array.from({ length: Math.ceil(declarations.length / size) }, (_, group) =>
    declarations.slice(group * size, group * size + size).join(''),
  );

describe('the right-to-left plugin', () => {
  it('flips physical sides, corners and four-part values', () => {
    expect(
      written(
        '.a{margin-left:8px;padding:1px 2px 3px 4px;border-top-left-radius:4px;text-align:left;left:0;}',
        rtlPlugin,
      ),
    ).toBe(
      '.a{margin-right:8px;padding:1px 4px 3px 2px;border-top-right-radius:4px;text-align:right;right:0;}',
    );
  });

  it("writes every declaration of the shop's pages as stylis-plugin-rtl does, alone and together", () => {
    expect(declarations.length).toBeGreaterThan(500);
    for (const declaration of declarations) expectSameAsStylisRtl(`.a{${declaration}}`);
    for (const group of inGroups(12)) {
      expectSameAsStylisRtl(`.muirtl-1x{${group}}`);
      expectSameAsStylisRtl(`@media (min-width:600px){.muirtl-1x{${group}}}`);
      expectSameAsStylisRtl(
        `@media (min-width:0px){@media (orientation: landscape){.b{${group}}}}`,
      );
    }
  });

  it('leaves nested rules, comments, keyframes and @supports to stylis-plugin-rtl', () => {
    for (const css of [
      '.a{margin-left:8px;&:hover{padding-right:4px;}}',
      '.a{/* @noflip */margin-left:8px;padding-left:2px;}',
      '@keyframes k{0%{transform:translateX(10px);}100%{left:0;}}',
      '@supports (display:grid){.a{float:left;}}',
      '.a:not(.left){right:0;}',
    ]) {
      expectSameAsStylisRtl(css);
    }
  });
});
