import type { DisplaySettings } from '@tessera/core';

/** Spec 01 §9: widths from which each breakpoint applies, widest first. */
export const BREAKPOINTS = [
  ['lg', 1200],
  ['md', 996],
  ['sm', 768],
  ['xs', 567],
  ['xxs', 0],
] as const;

export type Breakpoint = (typeof BREAKPOINTS)[number][0];
type PerBreakpoint = Record<Breakpoint, number>;

export const COLUMNS: Record<DisplaySettings['uiSize'], PerBreakpoint> = {
  Standard: { lg: 6, md: 6, sm: 5, xs: 4, xxs: 3 },
  Large: { lg: 4, md: 4, sm: 3, xs: 2, xxs: 2 },
  ExtraLarge: { lg: 3, md: 3, sm: 2, xs: 1, xxs: 1 },
};

export const ROWS: PerBreakpoint = { lg: 3, md: 3, sm: 3, xs: 4, xxs: 3 };
export const GRID_GAP = 10;
export const MIN_ROW_HEIGHT = 80;

export const breakpointFor = (width: number): Breakpoint => (BREAKPOINTS.find(([, min]) => width >= min) ?? BREAKPOINTS[4])[0];

/**
 * CSS custom properties --columns and --rows for every breakpoint, as media queries, so a resize re-lays the
 * grid without React rendering again.
 */
export function responsiveGridVars(uiSize: DisplaySettings['uiSize']): Record<string, Record<string, number>> {
  const columns = COLUMNS[uiSize];
  return Object.fromEntries(
    [...BREAKPOINTS].reverse().map(([name, min]) => [`@media (min-width: ${min}px)`, { '--columns': columns[name], '--rows': ROWS[name] }]),
  );
}

/** A row fills its share of the tile area's height (a container of the query), and is never lower than 80 px. */
export const ROW_HEIGHT = `max(${MIN_ROW_HEIGHT}px, calc((100cqh - (var(--rows) - 1) * var(--gap)) / var(--rows)))`;

/**
 * A fixed grid keeps every cell on screen, since users find words by where they are: its rows share the
 * height down to 48 px (a touch target), and on a narrow screen its gaps shrink so the tiles keep the width.
 */
export const FIXED_ROW_HEIGHT = `max(48px, calc((100cqh - (var(--rows) - 1) * var(--gap)) / var(--rows)))`;
export const FIXED_GAP = `min(${GRID_GAP}px, 1cqi)`;
