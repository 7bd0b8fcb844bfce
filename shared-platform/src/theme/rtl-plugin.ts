/// <reference path="./cssjanus.d.ts" />
import cssjanus from 'cssjanus';
import { compile, DECLARATION, type Element, MEDIA, type Middleware, RULESET } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';

// stylis-plugin-rtl turns each rule into text, flips the whole text with cssjanus (some forty
// regular expressions) and parses the result again. In Arabic that was half of emotion's styling
// time, all of it inside React's commits, which cannot be sliced (about 100 ms of a product
// page's start under Lighthouse's 4x slowdown). Every cssjanus rule stays within one declaration,
// and the same declarations (`padding-left:16px;`) recur across hundreds of MUI rules, so this
// plugin flips a plain rule declaration by declaration, each distinct one once, with the same
// cssjanus, and leaves every other rule (keyframes, @supports, rules with comments or nested
// rules) to stylis-plugin-rtl itself. `rtl-plugin.test.ts` checks both give the same CSS.

/** What stylis knows of a declaration, the fields the prefixer and the serializer read. */
type Declaration = Pick<Element, 'value' | 'props' | 'children' | 'length'>;

/** Each distinct declaration's right-to-left form: null where it stays as it is. */
const flipped = new Map<string, Declaration | null>();

/**
 * A declaration (`margin-left:8px;`) as right to left writes it, parsed by stylis as
 * stylis-plugin-rtl parses its flipped rules; `undefined` where cssjanus made more than one.
 */
function flip(value: string): Declaration | null | undefined {
  let result = flipped.get(value);
  if (result === undefined) {
    const text = cssjanus.transform(value);
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

/** The rules stylis-plugin-rtl flips one by one: top level, in a media query or nested. */
function isFlippedRule(element: Element): boolean {
  const parent = element.parent;
  return (
    element.type === RULESET &&
    (!parent || parent.type === MEDIA || parent.type === RULESET) &&
    Array.isArray(element.children) &&
    element.children.every((child) => child.type === DECLARATION)
  );
}

/** The right-to-left stylis plugin of the shop's Arabic emotion cache. */
export const rtlPlugin: Middleware = (element, index, children, callback) => {
  if (!isFlippedRule(element)) return stylisRtlPlugin(element, index, children, callback);
  const declarations = element.children as Element[];
  const results = declarations.map((declaration) => flip(declaration.value));
  if (results.includes(undefined)) return stylisRtlPlugin(element, index, children, callback);
  // The declarations are not prefixed yet (the prefixer reaches them after their rule), so their
  // fields are replaced, as stylis-plugin-rtl replaces them with its newly parsed ones.
  results.forEach((result, position) => {
    if (result) Object.assign(declarations[position] as Element, result);
  });
  return undefined;
};
