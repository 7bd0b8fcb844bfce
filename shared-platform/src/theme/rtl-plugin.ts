/// <reference path="./cssjanus.d.ts" />
import cssjanus from 'cssjanus';
import {
  compile,
  DECLARATION,
  type Element,
  KEYFRAMES,
  MEDIA,
  type Middleware,
  RULESET,
} from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import { flipSideOnly, mayFlip } from './rtl-may-flip';
import knownFlips from './rtl-plugin.flips.json';

// stylis-plugin-rtl turns each rule into text, flips the whole text with cssjanus (some forty
// regular expressions) and parses the result again. In Arabic that was half of emotion's styling
// time, all of it inside React's commits, which cannot be sliced (about 100 ms of a product
// page's start under Lighthouse's 4x slowdown). Every cssjanus rule stays within one declaration,
// and the same declarations (`padding-left:16px;`) recur across hundreds of MUI rules, so this
// plugin flips a plain rule declaration by declaration, each distinct one once, with the same
// cssjanus, as it does the steps of keyframes, and leaves every other rule (@supports, rules
// with comments) to stylis-plugin-rtl itself. `rtl-plugin.test.ts` checks both give the same CSS.

/** What stylis knows of a declaration, the fields the prefixer and the serializer read. */
type Declaration = Pick<Element, 'value' | 'props' | 'children' | 'length'>;

// cssjanus's answers for the declarations of the shop's pages, worked out ahead of time: its
// first call compiles its forty regular expressions, about 10 ms of a page's start in Arabic
// (40 ms under Lighthouse's 4x slowdown) inside a React commit. The common kind (`margin-left`)
// is worked out without it (`flipSideOnly`), and cssjanus still answers for any other
// declaration the table lacks, so a stale table costs time, never correctness.
const KNOWN_FLIPS = new Map<string, string>(Object.entries(knownFlips));

/** Each distinct declaration's right-to-left form: null where it stays as it is. */
const flipped = new Map<string, Declaration | null>();

/**
 * A declaration (`margin-left:8px;`) as right to left writes it, parsed by stylis as
 * stylis-plugin-rtl parses its flipped rules; `undefined` where cssjanus made more than one.
 */
function flip(value: string): Declaration | null | undefined {
  if (!mayFlip(value)) return null;
  let result = flipped.get(value);
  if (result === undefined) {
    const text = KNOWN_FLIPS.get(value) ?? flipSideOnly(value) ?? cssjanus.transform(value);
    const parsed = text === value ? [] : (compile(`a{${text}}`)[0]?.children as Element[]);
    if (parsed.length > 1) return undefined;
    const [declaration] = parsed;
    result = declaration
      ? {
          value: declaration.value,
          props: declaration.props,
          children: declaration.children,
          length: declaration.length,
        }
      : null;
    flipped.set(value, result);
  }
  return result;
}

/** Whether `element` is a rule of declarations alone (`.a{margin-left:8px;}`, `0%{left:0;}`). */
const isPlainRule = (element: Element): boolean =>
  element.type === RULESET &&
  Array.isArray(element.children) &&
  element.children.every((child) => child.type === DECLARATION);

/** The rules stylis-plugin-rtl flips one by one: top level, in a media query or nested. */
function isFlippedRule(element: Element): boolean {
  const parent = element.parent;
  return (!parent || parent.type === MEDIA || parent.type === RULESET) && isPlainRule(element);
}

/**
 * Flips the declarations of `rules` in place; false (nothing changed) where one of them needs
 * more than one declaration, which stylis-plugin-rtl's whole-rule parse then handles.
 */
function flipRules(rules: Element[]): boolean {
  const declarations = rules.flatMap((rule) => rule.children as Element[]);
  const results = declarations.map((declaration) => flip(declaration.value));
  if (results.includes(undefined)) return false;
  // The declarations are not prefixed yet (the prefixer reaches them after their rule), so their
  // fields are replaced, as stylis-plugin-rtl replaces them with its newly parsed ones.
  results.forEach((result, position) => {
    if (result) Object.assign(declarations[position] as Element, result);
  });
  return true;
}

/** Keyframes whose every step is a rule of declarations (`0%{transform:translateX(4px);}`). */
const isPlainKeyframes = (element: Element): boolean =>
  element.type === KEYFRAMES &&
  Array.isArray(element.children) &&
  element.children.every(isPlainRule);

/** The right-to-left stylis plugin of the shop's Arabic emotion cache. */
export const rtlPlugin: Middleware = (element, index, children, callback) => {
  const rules = isFlippedRule(element)
    ? [element]
    : isPlainKeyframes(element)
      ? (element.children as Element[])
      : undefined;
  if (rules && flipRules(rules)) return undefined;
  return stylisRtlPlugin(element, index, children, callback);
};
