/// <reference path="./cssjanus.d.ts" />
import cssjanus from 'cssjanus';
import { flipSideOnly, mayFlip } from './rtl-may-flip';

/**
 * cssjanus's answer for each of `declarations` it could change (`mayFlip`) and that is not of
 * the common kind `flipSideOnly` works out, the same text where it leaves one as it is: the
 * table `rtl-plugin.flips.json`, written by `pnpm collect:rtl-declarations` from the
 * declarations of the shop's pages.
 */
export function flipsTable(declarations: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    declarations
      .filter((declaration) => mayFlip(declaration) && flipSideOnly(declaration) === undefined)
      .map((declaration) => [declaration, cssjanus.transform(declaration)]),
  );
}
