/** Columns per breakpoint: the home page's grids and the store's differ. */
export type GridColumns = { xs: number; sm?: number; md?: number; lg?: number; xl?: number };

export const gridTemplate = (columns: GridColumns) =>
  Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      `repeat(${count}, minmax(0, 1fr))`,
    ]),
  );

/** MUI's breakpoints (px) and the page's widest content (the shell's `Container` at `xl`). */
const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
const PAGE_MAX = 1536;

/**
 * The `sizes` of a card's picture in a grid of these columns: the viewport (at most the page's
 * width) shared by the columns. Gaps and a sidebar make the picture a little smaller, so the
 * browser picks a width that is at least enough.
 */
export function cardPictureSizes(columns: GridColumns): string {
  const steps = (Object.keys(BREAKPOINTS) as (keyof GridColumns)[])
    .filter((breakpoint) => columns[breakpoint] !== undefined)
    .reverse();
  return steps
    .map((breakpoint) => {
      const count = columns[breakpoint] ?? 1;
      const width =
        breakpoint === 'xl' ? `${Math.ceil(PAGE_MAX / count)}px` : `${Math.ceil(100 / count)}vw`;
      return breakpoint === 'xs' ? width : `(min-width: ${BREAKPOINTS[breakpoint]}px) ${width}`;
    })
    .join(', ');
}
