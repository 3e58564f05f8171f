import type { DisplaySettings } from '@tessera/core';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';

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

/** A tile's share of the tile area's width (the area is the container of the query): the grid's --columns and --gap. */
export const SHARE_WIDTH = 'calc((100cqi - (var(--columns) - 1) * var(--gap)) / var(--columns))';

/** The share of the tile area's height each of `rows` rows gets. */
const shareHeight = (rows: string) => `calc((100cqh - (${rows} - 1) * var(--gap)) / ${rows})`;

/**
 * CSS custom properties --columns, --rows and --rows-needed (how many rows the board's `tileCount` tiles take) for
 * every breakpoint, as media queries, so a resize re-lays the grid without React rendering again.
 */
export function responsiveGridVars(uiSize: DisplaySettings['uiSize'], tileCount: number): Record<string, Record<string, number>> {
  const columns = COLUMNS[uiSize];
  return Object.fromEntries(
    [...BREAKPOINTS]
      .reverse()
      .map(([name, min]) => [
        `@media (min-width: ${min}px)`,
        { '--columns': columns[name], '--rows': ROWS[name], '--rows-needed': Math.max(1, Math.ceil(tileCount / columns[name])) },
      ]),
  );
}

/** How tall a row is against its tile's width, about, once the board has more rows than the screen holds. */
export const ROW_ASPECT = 0.75;

/**
 * Rows fill the tile area's height: a board whose rows all fit shares the height among them (from the spec's rows
 * per screen); a longer one gets rows about three quarters as tall as a tile is wide, so the screen shows as many
 * as it comfortably can; never lower than 80 px. Where the browser can divide a length by a length (Chromium), the
 * screen holds a whole number of such rows (ROW_HEIGHT_WHOLE); elsewhere they are three quarters of the width
 * exactly, and the next row shows in part.
 */
export const ROW_HEIGHT = `max(${MIN_ROW_HEIGHT}px, min(${shareHeight('var(--rows)')}, max(${shareHeight('var(--rows-needed)')}, calc(var(--tile-width) * ${ROW_ASPECT}))))`;
// As many rows as come nearest to that height, but no more than fit at 80 px.
const ROWS_THAT_FIT = `min(round(calc((100cqh + var(--gap)) / (var(--tile-width) * ${ROW_ASPECT} + var(--gap))), 1), round(down, calc((100cqh + var(--gap)) / (${MIN_ROW_HEIGHT}px + var(--gap))), 1))`;
export const ROW_HEIGHT_WHOLE = `max(${MIN_ROW_HEIGHT}px, ${shareHeight(`max(var(--rows), min(${ROWS_THAT_FIT}, var(--rows-needed)))`)})`;
/** Whether the browser divides lengths by lengths (CSS typed arithmetic) and rounds: ROW_HEIGHT_WHOLE works. */
export const TYPED_DIVISION = '@supports (height: calc(round(calc(10px / 3px), 1) * 1px))';

/**
 * A fixed grid keeps every row on screen, since users find words by where they are: its rows share the height
 * down to 48 px (a touch target). On a narrow screen its gaps shrink first.
 */
export const FIXED_ROW_HEIGHT = `max(48px, ${shareHeight('var(--rows)')})`;
export const FIXED_GAP = `min(${GRID_GAP}px, 0.8cqi)`;

/** The narrowest a fixed grid's tile gets (a touch target, WCAG 2.5.5) and the most its labels may ask for. */
export const MIN_TILE_WIDTH = TOUCH_TARGET_PX;
export const MAX_FITTED_TILE_WIDTH = 120;
