import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/react';
import { GRID_KEPT_MAX } from '@tessera/core';

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
 * One tile's inner width, from the tile area (the one size container of the board screen) and the grid's
 * --columns and --gap, so labels size to their tile without every tile being a container of its own.
 */
const TILE_INNER_WIDTH = `((100cqi - (var(--columns) - 1) * var(--gap)) / var(--columns) - ${TILE_INSET})`;

/**
 * Below this width a tile is compact: a fixed grid of many columns on a phone (the core board's 11 columns on a
 * 390 px screen leave about 31 px a tile). Its tiles stay where the user knows them, narrower than a 44 px target
 * (spec 01 §9: a fixed grid keeps every cell on screen), and grow in height instead (FIXED_ROW_HEIGHT).
 */
const COMPACT_TILE_WIDTH = 56;

/** A fixed grid's gap on a phone (FIXED_GAP is 1% of the tile area's width there), rounded up. */
const PHONE_GAP = 5;

/**
 * A compact tile gives its label the room its frame took (a 1 px border and padding), and lets it take three
 * lines, breaking a word wider than the tile where it must, without a hyphen: a hyphen would take the room of one
 * of its five letters. The tile is tall on a phone, so the picture keeps its size.
 */
const compactTile: CSSObject = {
  [`& .${TILE_CLASS.tile}`]: { padding: 1, borderWidth: 1, borderRadius: 6, gap: 2, '--tile-inset': '4px' },
  [`& .${TILE_CLASS.label}`]: { WebkitLineClamp: 3, overflowWrap: 'anywhere', hyphens: 'manual' },
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
 * The styles of every tile of a grid, nested under the grid. Emotion serialises them once per grid render
 * (one rule for the board, whatever its size), where three styled parts per tile cost three each.
 */
export const tileGridStyles = (theme: Theme): CSSObject => ({
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
    borderColor: 'rgba(0, 0, 0, 0.12)',
    backgroundColor: theme.palette.background.paper,
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
  },
  // The label position is the grid's, one attribute for all its tiles.
  [`&[data-label="Above"] .${TILE_CLASS.tile}`]: { flexDirection: 'column-reverse' },
  [`& .${TILE_CLASS.picture}`]: { flex: '1 1 0', minHeight: 0, width: '100%', objectFit: 'contain', pointerEvents: 'none' },
  [`& .${TILE_CLASS.label}`]: {
    // Labels size to the tile, so the narrow tiles of a wide fixed grid still show whole words.
    fontSize: `min(${theme.typography.pxToRem(17)}, max(9.5px, calc(${TILE_INNER_WIDTH} * 0.17)))`,
    flex: 'none',
    maxWidth: '100%',
    overflowWrap: 'break-word',
    hyphens: 'auto',
    textAlign: 'center',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
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
});
