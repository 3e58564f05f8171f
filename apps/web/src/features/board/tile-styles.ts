import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/react';
import { GRID_KEPT_MAX, tileFrame } from '@tessera/core';
import { MAX_FITTED_TILE_WIDTH, MIN_TILE_WIDTH, SHARE_WIDTH } from './grid-metrics';

/** Class names of a tile's parts; their styles live once on the grid, not in every tile. */
export const TILE_CLASS = {
  tile: 'tessera-tile',
  picture: 'tessera-tile-picture',
  label: 'tessera-tile-label',
  check: 'tessera-tile-check',
} as const;

/** A tile's border and padding: its label sizes to the width inside them (a compact tile's are thinner). */
const TILE_INSET = 'var(--tile-inset, 10px)';

/**
 * The smallest a label's text gets (px) to show its words whole, and the most lines it takes. Below that size a
 * fixed grid's tiles widen instead (see fixedGridStyles); a responsive grid's columns are the spec's, so a word too
 * long even there is hyphenated (by the language of the board, `lang` on the grid), then broken.
 */
export const LABEL_MIN_SIZE = 8.5;
export const LABEL_LINES = 3;
/** A word wider than this (em) may not fit a tile at the smallest size: its label may be hyphenated. */
export const LONG_WORD = 8.5;

/**
 * Below this width a tile is compact (a fixed grid of many columns on a phone): its frame is thinner, so its label
 * has the room.
 */
const COMPACT_TILE_WIDTH = 64;

/** A fixed grid's gap on a phone (FIXED_GAP is 0.8% of the tile area's width there), rounded up. */
const PHONE_GAP = 4;

const compactTile: CSSObject = {
  '--tile-inset': '4px',
  [`& .${TILE_CLASS.tile}`]: { padding: 1, borderWidth: 1, borderRadius: 6, gap: 2 },
};

/**
 * A fixed grid's compact rules, one container query per column count (the tile area is the container), up to an
 * imported grid's 24: its tiles turn compact by CSS alone as the screen narrows or turns, with nothing measured in
 * the page.
 */
const compactTileRules = (): CSSObject =>
  Object.fromEntries(
    Array.from({ length: GRID_KEPT_MAX }, (_, index) => index + 1).map((columns) => [
      `@container (max-width: ${columns * (COMPACT_TILE_WIDTH + PHONE_GAP)}px)`,
      { [`&[data-columns="${columns}"]`]: compactTile },
    ]),
  );

/**
 * A fixed grid keeps every tile where it is (users find words by place) and each at least 44 px wide, and wide
 * enough for the board's widest word at the smallest label size (--board-fit, in em; at most 120 px). Where the
 * columns then do not fit the screen (the core board's 11 on a phone held upright) the board scrolls sideways,
 * stopping at whole columns; turned sideways, the phone shows them all.
 */
const fixedGridStyles: CSSObject = {
  '--min-col': `max(${MIN_TILE_WIDTH}px, min(${MAX_FITTED_TILE_WIDTH}px, calc(var(--board-fit, 0) * ${LABEL_MIN_SIZE}px + ${TILE_INSET})))`,
  '--tile-width': `max(var(--min-col), ${SHARE_WIDTH})`,
  gridTemplateColumns: 'repeat(var(--columns), var(--tile-width))',
  [`& .${TILE_CLASS.tile}, & [data-empty-cell]`]: { scrollSnapAlign: 'none start' },
};

/** The page behind the tiles, a tile's own fill when it has none, and the edge that sets such a tile off the page. */
export function tileColours(theme: Theme): { page: string; plain: string; edge: string } {
  const page = theme.palette.background.default;
  // In the dark theme a plain tile is a step lighter than the page, as a raised surface is.
  const plain = theme.palette.mode === 'dark' ? '#1e1e1e' : theme.palette.background.paper;
  return { page, plain, edge: tileFrame({}, page, plain).borderColor ?? theme.palette.divider };
}

/**
 * The styles of every tile of a grid, nested under the grid. Emotion serialises them once per grid render
 * (one rule for the board, whatever its size), where three styled parts per tile cost three each.
 */
/** The guided tile's rings: a dark one at the tile's edge, then an orange one `width` px deep. */
const guidedRing = (theme: Theme, width: number) => `inset 0 0 0 3px ${theme.palette.text.primary}, inset 0 0 0 ${width}px ${theme.palette.warning.main}`;

export const tileGridStyles = (theme: Theme): CSSObject => {
  const { plain, edge } = tileColours(theme);
  return {
    '--tile-width': SHARE_WIDTH,
    '&[data-fixed]': fixedGridStyles,
    [`& .${TILE_CLASS.tile}`]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 4,
      width: '100%',
      height: '100%',
      minWidth: 0,
      minHeight: 0,
      padding: 3,
      margin: 0,
      overflow: 'hidden',
      position: 'relative',
      borderRadius: 10,
      borderWidth: 2,
      borderStyle: 'solid',
      // Every tile stands out from the page (WCAG 1.4.11, 3:1): one with colours of its own gets its edge inline.
      borderColor: edge,
      backgroundColor: plain,
      color: theme.palette.text.primary,
      font: 'inherit',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(17),
      fontWeight: 500,
      lineHeight: 1.15,
      cursor: 'pointer',
      touchAction: 'manipulation',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      boxShadow: theme.shadows[1],
      '&:active': { transform: 'scale(0.97)' },
      '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      // In edit mode a touch drags the tile instead of scrolling the board.
      '&[data-editing]': { touchAction: 'none', cursor: 'grab' },
      // Inside the tile, so the first row's selection is not cut off by the scrolling tile area.
      '&[data-selected="true"]': { boxShadow: `inset 0 0 0 3px ${theme.palette.primary.main}` },
      '&[data-dragging]': { opacity: 0.85, zIndex: 2, pointerEvents: 'none', boxShadow: theme.shadows[8], transition: 'none' },
      '&[data-drop-target]': { outline: `3px dashed ${theme.palette.secondary.main}`, outlineOffset: 2 },
      // The tile to press next on the way to a word (the word finder's "Show me"): two rings inside the tile, dark
      // and orange, so it stands out on any tile's colours and is never cut off at the board's edge; it breathes,
      // and is still where motion is reduced.
      '&[data-guided]': {
        boxShadow: guidedRing(theme, 7),
        animation: 'tessera-guided 1.2s ease-in-out infinite alternate',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      },
    },
    '@keyframes tessera-guided': { from: { boxShadow: guidedRing(theme, 7) }, to: { boxShadow: guidedRing(theme, 10) } },
    // The label position is the grid's, one attribute for all its tiles.
    [`&[data-label="Above"] .${TILE_CLASS.tile}`]: { flexDirection: 'column-reverse' },
    [`& .${TILE_CLASS.picture}`]: { flex: '1 1 0', minHeight: 0, width: '100%', objectFit: 'contain', pointerEvents: 'none' },
    [`& .${TILE_CLASS.label}`]: {
      // A label sizes to its tile's inner width: no larger than the base size (and a little under a sixth of the
      // width, so narrow tiles do not shout), small enough that its widest word fits whole (--fit, the label's width
      // in em, tile-button.tsx), and never under the smallest size. Lines then break only between words.
      '--label-width': `calc(var(--tile-width) - ${TILE_INSET})`,
      fontSize: `max(${LABEL_MIN_SIZE}px, min(${theme.typography.pxToRem(17)}, calc(var(--label-width) * 0.17), calc(var(--label-width) / var(--fit, 1))))`,
      flex: 'none',
      maxWidth: '100%',
      overflowWrap: 'normal',
      hyphens: 'manual',
      textAlign: 'center',
      display: '-webkit-box',
      WebkitLineClamp: LABEL_LINES,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      // Only a word too long for any tile is hyphenated, and broken where even that fails.
      '&[data-long]': { hyphens: 'auto', overflowWrap: 'anywhere' },
    },
    [`& .${TILE_CLASS.check}`]: {
      position: 'absolute',
      top: 2,
      insetInlineStart: 2,
      display: 'flex',
      borderRadius: '50%',
      backgroundColor: theme.palette.common.white,
      color: theme.palette.primary.main,
      pointerEvents: 'none',
      '& svg': { fontSize: 22, display: 'block' },
    },
    ...compactTileRules(),
    '& [data-empty-cell]': {
      minWidth: 0,
      borderRadius: 10,
      '&[data-editing]': { border: `2px dashed ${theme.palette.divider}` },
      '&[data-drop-target]': { border: `3px dashed ${theme.palette.secondary.main}` },
    },
  };
};
