// What cssjanus's rules look for. A declaration with none of it stays as it is, so the
// right-to-left plugin need not run cssjanus on it (most of MUI's declarations: colours, fonts,
// sizes, flex, one-value corners). Each part below is what one or more of its rules need:
// a side or direction word, a resize cursor, a shadow, a translation, a background position,
// a corner with two to four values, a four-part value (`padding:1px 2px 3px 4px`).
// `rtl-plugin.test.ts` checks that none of the shop's declarations flips without.
const SIDE_WORDS =
  /left|right|ltr|rtl|resize|shadow|translate|background(?:-position(?:-x)?)?\s*:/i;
const CORNERS = /radius\s*:\s*\S+\s+\S/i;
const FOUR_PART_PROPERTIES = /margin|padding|border-width|border-style|-color/i;
const FOUR_VALUES = /(?:\S+\s+){3}\S/;

/** Whether cssjanus could write `declaration` differently; false means it surely would not. */
export function mayFlip(declaration: string): boolean {
  return (
    SIDE_WORDS.test(declaration) ||
    CORNERS.test(declaration) ||
    (FOUR_PART_PROPERTIES.test(declaration) && FOUR_VALUES.test(declaration))
  );
}

// The common case cssjanus's other rules never touch: a side in the property's name (`margin-left`,
// `border-top-right-radius`, `right`) and a value with no side in it, or `text-align`, `float`
// and `clear` with a side as the whole value. Colours are left out (cssjanus reads a four-part
// `-color` value).
const SIDE_PROPERTY =
  /^(?<before>(?:(?:margin|padding|border|scroll-margin|scroll-padding)-)?)(?<side>left|right)(?<after>(?:-width|-style)?):(?<value>[^;]*);$/i;
const CORNER_PROPERTY =
  /^(?<before>border-(?:top|bottom)-)(?<side>left|right)(?<after>-radius):(?<value>[^;]*);$/i;
const SIDE_VALUE = /^(?<before>text-align|float|clear):(?<side>left|right);$/i;
const OTHER_SIDE: Readonly<Record<string, string>> = { left: 'right', right: 'left' };

/**
 * What cssjanus writes for `declaration` where it is of the common kind above, worked out
 * without it (its first call compiles some forty regular expressions); undefined otherwise.
 */
export function flipSideOnly(declaration: string): string | undefined {
  const alone = SIDE_VALUE.exec(declaration)?.groups;
  if (alone) return `${alone.before}:${otherSide(alone.side)};`;
  const named = (SIDE_PROPERTY.exec(declaration) ?? CORNER_PROPERTY.exec(declaration))?.groups;
  // Every group takes part in a match (the optional ones as ''), so only `value` is checked.
  if (!named || named.value === undefined || SIDE_WORDS.test(named.value)) return undefined;
  return `${named.before}${otherSide(named.side)}${named.after}:${named.value};`;
}

function otherSide(side: string | undefined): string | undefined {
  return side && OTHER_SIDE[side.toLowerCase()];
}
