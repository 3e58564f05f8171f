import { styled, useTheme } from '@mui/material/styles';
import type { Board, DisplaySettings, Tile } from '@tessera/core';
import { memo, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { arrowDirection, fixedGridCells, fixedGridOf, nextTileCell, type Direction } from './fixed-grid';
import { FIXED_GAP, FIXED_ROW_HEIGHT, GRID_GAP, ROW_HEIGHT, responsiveGridVars } from './grid-metrics';
import { TileButton } from './tile-button';
import { tileGridStyles } from './tile-styles';
import { useTileDrag, type TileDropTarget } from './use-tile-drag';
import { useTouchTap } from './use-touch-tap';

/** Edit mode: tiles show their selection, move with Alt+arrow keys, and can be dragged onto tiles or empty cells. */
export type TileGridEditing = {
  selectedIds: ReadonlySet<string>;
  /** `columns`: tiles per row as laid out now, so up and down on a responsive board jump a row. */
  onMove: (tileId: string, direction: Direction, columns: number) => void;
  onDrop: (tileId: string, target: TileDropTarget) => void;
};

type TileGridProps = {
  board: Board;
  tiles: readonly Tile[];
  display: Pick<DisplaySettings, 'uiSize' | 'labelPosition'>;
  onActivate: (tile: Tile) => void;
  editing?: TileGridEditing | undefined;
};

// The grid carries the styles of its tiles and empty cells (tile-styles.ts): one rule for the whole board.
const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  '--gap': `${GRID_GAP}px`,
  gap: 'var(--gap)',
  gridTemplateColumns: 'repeat(var(--columns), minmax(0, 1fr))',
  gridAutoRows: ROW_HEIGHT,
  minHeight: '100%',
  alignContent: 'start',
  ...tileGridStyles(theme),
}));

/** How many columns the grid shows right now (a responsive board's count depends on the screen). */
const shownColumns = (grid: HTMLElement): number => {
  const template = getComputedStyle(grid).gridTemplateColumns;
  return template ? Math.max(1, template.trim().split(/\s+/).length) : 1;
};

/**
 * The tiles of a board: a fixed grid by its order (empty cells kept), else the responsive columns of spec 01 §9.
 * Taps are handled once for the whole grid. A mouse or pen acts on pointerdown, the fastest moment; a touch on
 * a board that scrolls acts on finger-up, and only if the finger did not scroll (use-touch-tap.ts). The click
 * that follows a press is then ignored; keyboard clicks (Enter, Space) always act.
 */
export const TileGrid = memo(function TileGrid({ board, tiles, display, onActivate, editing }: TileGridProps) {
  // The theme's direction switches together with the text, after the language's catalogue has loaded.
  const dir = useTheme().direction;
  const byId = useMemo(() => new Map(tiles.map((tile) => [tile.id, tile])), [tiles]);
  const grid = fixedGridOf(board);
  const cells = useMemo(() => (grid ? fixedGridCells(grid, tiles) : null), [grid, tiles]);
  // Whether the press now ending was handled by the pointer events (acted on, or judged a scroll).
  const pressHandled = useRef(false);
  const touchTap = useTouchTap();
  const gridRef = useRef<HTMLDivElement>(null);
  const drag = useTileDrag(editing?.onDrop);
  // A moved tile's button may be re-inserted in the page; keyboard focus stays with it.
  const focusAfterMove = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusAfterMove.current;
    focusAfterMove.current = null;
    const button = id ? [...(gridRef.current?.querySelectorAll<HTMLElement>('[data-tile-id]') ?? [])].find((el) => el.dataset.tileId === id) : undefined;
    if (button && document.activeElement !== button) button.focus();
  }, [board]);

  const tileOf = (target: EventTarget) => {
    const id = target instanceof Element ? target.closest<HTMLElement>('[data-tile-id]')?.dataset.tileId : undefined;
    return id === undefined ? undefined : byId.get(id);
  };

  const scrollerOf = (element: Element) => element.closest<HTMLElement>('[data-scroll-area]');

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressHandled.current = false;
    touchTap.cancel();
    // In edit mode a press may start a drag, so selection waits for the click.
    if (editing) return drag.onPointerDown(event);
    if (!event.isPrimary || event.button !== 0) return;
    const tile = tileOf(event.target);
    if (!tile) return;
    pressHandled.current = true;
    const scroller = scrollerOf(event.currentTarget);
    if (event.pointerType === 'touch' && scroller && scroller.scrollHeight > scroller.clientHeight + 1) return touchTap.start(event, tile.id, scroller);
    onActivate(tile);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => (editing ? drag.onPointerMove(event) : touchTap.move(event));

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (editing) return drag.onPointerUp(event);
    const tile = byId.get(touchTap.end(event, scrollerOf(event.currentTarget)) ?? '');
    if (tile) onActivate(tile);
  };

  const onPointerCancel = () => (editing ? drag.onPointerCancel() : touchTap.cancel());

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (drag.consumeDropClick()) return;
    // detail 0: a click from the keyboard or assistive technology, never preceded by our pointerdown.
    const pointerClick = event.detail > 0;
    if (pointerClick && pressHandled.current) {
      pressHandled.current = false;
      return;
    }
    const tile = tileOf(event.target);
    if (tile) onActivate(tile);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = arrowDirection(event.key, dir);
    const tileId = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-tile-id]')?.dataset.tileId : undefined;
    if (editing && direction && tileId && event.altKey) {
      event.preventDefault();
      focusAfterMove.current = tileId;
      editing.onMove(tileId, direction, shownColumns(event.currentTarget));
      return;
    }
    if (!grid || !cells) return;
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
    <Grid
      ref={gridRef}
      sx={layout}
      data-board-id={board.id}
      data-fixed={grid ? 'true' : undefined}
      data-columns={grid?.columns}
      data-label={display.labelPosition}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {cells
        ? cells.map(({ row, column, tile }) =>
            tile && !tile.hidden ? (
              <TileButton key={tile.id} tile={tile} labelPosition={display.labelPosition} row={row} column={column} selected={editing?.selectedIds.has(tile.id)} />
            ) : (
              <div key={`empty-${row}-${column}`} data-empty-cell="" data-row={row} data-column={column} data-editing={editing ? '' : undefined} />
            ),
          )
        : tiles
            .filter((tile) => !tile.hidden)
            .map((tile) => <TileButton key={tile.id} tile={tile} labelPosition={display.labelPosition} selected={editing?.selectedIds.has(tile.id)} />)}
    </Grid>
  );
});
