import cssjanus from 'cssjanus';
import { compile, type Middleware, middleware, prefixer, serialize, stringify } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it, vi } from 'vitest';
import { flipsTable } from './rtl-flips-table';
import { flipSideOnly, mayFlip } from './rtl-may-flip';
import { rtlPlugin } from './rtl-plugin';
// Every distinct declaration emotion inserted on the shop's pages in German (home, store,
// product, sign-in, cart, checkout, account pages, the phone menu), collected on 2026-11-26.
import declarations from './rtl-plugin.declarations.json';
import knownFlips from './rtl-plugin.flips.json';

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
      expectSameAsStylisRtl(`@keyframes k{0%{${group}}100%{${group}}}`);
    }
  });

  it('writes nested rules, comments, keyframes and @supports as stylis-plugin-rtl does', () => {
    for (const css of [
      '.a{margin-left:8px;&:hover{padding-right:4px;}}',
      '.a{/* @noflip */margin-left:8px;padding-left:2px;}',
      '@keyframes k{0%{transform:translateX(10px);}100%{left:0;}}',
      '@keyframes k{from{margin:0 1px 2px 3px;}50%{opacity:0.5;}to{transform:translate(1px, 2px);}}',
      '@supports (display:grid){.a{float:left;}}',
      '.a:not(.left){right:0;}',
    ]) {
      expectSameAsStylisRtl(css);
    }
  });

  it('runs cssjanus only on declarations it could change', () => {
    // One declaration for each of cssjanus's rules.
    const flippedByCssjanus = [
      'direction:ltr;',
      'float:left;',
      'text-align:right;',
      'cursor:ne-resize;',
      'border-radius:1px 2px 3px 4px;',
      'box-shadow:2px 0 4px #000;',
      'text-shadow:1px 1px red;',
      'transform:translateX(4px);',
      'transform:translate(4px, 2px);',
      'margin:1px 2px 3px 4px;',
      'padding:0 8px 0 calc(1px + 2px);',
      'border-width:1px 2px 3px 4px;',
      'border-style:solid none dotted double;',
      'border-color:red green blue black;',
      'background-position:10% 20%;',
      'background-position-x:10%;',
    ];
    for (const declaration of flippedByCssjanus) {
      expect(cssjanus.transform(declaration)).not.toBe(declaration);
      expect(mayFlip(declaration)).toBe(true);
    }
    for (const declaration of declarations) {
      if (!mayFlip(declaration)) expect(cssjanus.transform(declaration)).toBe(declaration);
    }
    const skipped = declarations.filter((declaration) => !mayFlip(declaration));
    expect(skipped.length).toBeGreaterThan(declarations.length / 2);
    expect(skipped).toEqual(expect.arrayContaining(['display:flex;', 'padding:6px 16px;']));
  });

  it("holds cssjanus's answer for each declaration of the shop's pages it could change", () => {
    expect(knownFlips).toEqual(flipsTable(declarations));
    expect(Object.keys(knownFlips).length).toBeGreaterThan(50);
  });

  it('works out a side in the name, or a side as the value, as cssjanus does', () => {
    const properties = ['margin', 'padding', 'border', 'scroll-margin', 'scroll-padding']
      .flatMap((box) => [`${box}-left`, `${box}-right`])
      .concat(['left', 'right', 'border-left-width', 'border-right-style'])
      .concat(['border-top-left-radius', 'border-bottom-right-radius']);
    const values = [
      '0',
      '8px',
      '-6px',
      'auto',
      '1px solid red',
      'calc(100% - 4px)',
      'var(--x, 2px)',
    ];
    const sides = ['text-align', 'float', 'clear'].flatMap((p) => [`${p}:left;`, `${p}:right;`]);
    const generated = properties.flatMap((p) => values.map((v) => `${p}:${v};`)).concat(sides);
    for (const declaration of [...generated, ...declarations]) {
      const worked = flipSideOnly(declaration);
      if (worked !== undefined) expect(worked).toBe(cssjanus.transform(declaration));
    }
    expect(generated.every((declaration) => flipSideOnly(declaration) !== undefined)).toBe(true);
    for (const other of ['border-left-color:red;', 'margin-left:left;', 'text-align:center;'])
      expect(flipSideOnly(other)).toBeUndefined();
  });

  it('writes rules and keyframes of known declarations without calling cssjanus', () => {
    const known = Object.keys(knownFlips).filter(
      (declaration) => knownFlips[declaration as keyof typeof knownFlips] !== declaration,
    );
    const css = `.a{display:flex;padding:6px 16px;margin-right:12px;${known.join('')}}@keyframes k{0%{${known[0]}opacity:0;}100%{transform:rotate(360deg);}}`;
    const expected = written(css, stylisRtlPlugin);
    const transform = vi.spyOn(cssjanus, 'transform');
    expect(written(css, rtlPlugin)).toBe(expected);
    expect(transform).not.toHaveBeenCalled();
    transform.mockRestore();
  });
});
