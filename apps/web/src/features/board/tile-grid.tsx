import { styled, useTheme } from '@mui/material/styles';
import type { Board, DisplaySettings, Tile } from '@tessera/core';
import { useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { arrowDirection, fixedGridCells, fixedGridOf, nextTileCell } from './fixed-grid';
import { FIXED_GAP, FIXED_ROW_HEIGHT, GRID_GAP, ROW_HEIGHT, responsiveGridVars } from './grid-metrics';
import { TileButton } from './tile-button';

type TileGridProps = {
  board: Board;
  tiles: readonly Tile[];
  display: Pick<DisplaySettings, 'uiSize' | 'labelPosition'>;
  onActivate: (tile: Tile) => void;
};

const Grid = styled('div')({
  display: 'grid',
  '--gap': `${GRID_GAP}px`,
  gap: 'var(--gap)',
  gridTemplateColumns: 'repeat(var(--columns), minmax(0, 1fr))',
  gridAutoRows: ROW_HEIGHT,
  minHeight: '100%',
  alignContent: 'start',
});

const EmptyCell = styled('div')({ minWidth: 0 });

/**
 * The tiles of a board: a fixed grid by its order (empty cells kept), else the responsive columns of spec 01 §9.
 * Taps are handled once for the whole grid. A mouse or pen acts on pointerdown, the fastest moment; a touch on
 * a board that scrolls waits for the click, so a swipe can scroll without speaking. Keyboard clicks (Enter,
 * Space) always act.
 */
export function TileGrid({ board, tiles, display, onActivate }: TileGridProps) {
  // The theme's direction switches together with the text, after the language's catalogue has loaded.
  const dir = useTheme().direction;
  const byId = useMemo(() => new Map(tiles.map((tile) => [tile.id, tile])), [tiles]);
  const grid = fixedGridOf(board);
  const cells = useMemo(() => (grid ? fixedGridCells(grid, tiles) : null), [grid, tiles]);
  const actedOnPointerDown = useRef(false);

  const tileOf = (target: EventTarget) => {
    const id = target instanceof Element ? target.closest<HTMLElement>('[data-tile-id]')?.dataset.tileId : undefined;
    return id === undefined ? undefined : byId.get(id);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    actedOnPointerDown.current = false;
    if (!event.isPrimary || event.button !== 0) return;
    const tile = tileOf(event.target);
    if (!tile) return;
    const scroller = event.currentTarget.closest<HTMLElement>('[data-scroll-area]');
    if (event.pointerType === 'touch' && scroller && scroller.scrollHeight > scroller.clientHeight + 1) return;
    actedOnPointerDown.current = true;
    onActivate(tile);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // detail 0: a click from the keyboard or assistive technology, never preceded by our pointerdown.
    const pointerClick = event.detail > 0;
    if (pointerClick && actedOnPointerDown.current) {
      actedOnPointerDown.current = false;
      return;
    }
    const tile = tileOf(event.target);
    if (tile) onActivate(tile);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!grid || !cells) return;
    const direction = arrowDirection(event.key, dir);
    const from = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-row]') : null;
    if (!direction || !from) return;
    event.preventDefault();
    const next = nextTileCell(cells, grid, { row: Number(from.dataset.row), column: Number(from.dataset.column) }, direction);
    event.currentTarget.querySelector<HTMLElement>(`[data-row="${next.row}"][data-column="${next.column}"]`)?.focus();
  };

  const layout = grid
    ? { '--columns': grid.columns, '--rows': grid.rows, '--gap': FIXED_GAP, gridTemplateRows: `repeat(${grid.rows}, ${FIXED_ROW_HEIGHT})` }
    : responsiveGridVars(display.uiSize);

  return (
    <Grid sx={layout} data-board-id={board.id} data-fixed={grid ? 'true' : undefined} onPointerDown={onPointerDown} onClick={onClick} onKeyDown={onKeyDown}>
      {cells
        ? cells.map(({ row, column, tile }) =>
            tile && !tile.hidden ? (
              <TileButton key={tile.id} tile={tile} labelPosition={display.labelPosition} cell={{ row, column }} />
            ) : (
              <EmptyCell key={`empty-${row}-${column}`} data-empty-cell="" />
            ),
          )
        : tiles.filter((tile) => !tile.hidden).map((tile) => <TileButton key={tile.id} tile={tile} labelPosition={display.labelPosition} />)}
    </Grid>
  );
}
