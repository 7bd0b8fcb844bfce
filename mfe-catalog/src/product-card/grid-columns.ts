/** Columns per breakpoint: the home page's grids and the store's differ. */
export type GridColumns = { xs: number; sm?: number; md?: number; lg?: number; xl?: number };

export const gridTemplate = (columns: GridColumns) =>
  Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      `repeat(${count}, minmax(0, 1fr))`,
    ]),
  );
