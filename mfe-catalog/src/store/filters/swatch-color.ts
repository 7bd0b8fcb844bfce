/**
 * A colour of the API's filters as CSS: `#rrggbb` (or `#rgb`) stays as it is, and `0xFF` plus six
 * hex digits (an opaque ARGB value as apps write it) becomes `#rrggbb`. Anything else is null,
 * so an unknown value is never painted as a wrong colour.
 */
export function swatchColor(raw: string): string | null {
  const value = raw.trim();
  const hash = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hash) return `#${hash[1]?.toLowerCase()}`;
  const argb = /^0xff([0-9a-f]{6})$/i.exec(value);
  if (argb) return `#${argb[1]?.toLowerCase()}`;
  return null;
}

/** At most 15 swatches on small screens and 20 on wide ones before "more". */
export const SWATCH_LIMIT = { small: 15, wide: 20 } as const;

/** Relative luminance above which a tick on the swatch is drawn dark instead of white. */
export function isLightColor(hex: string): boolean {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 160;
}
