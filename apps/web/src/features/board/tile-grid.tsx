import { styled, useTheme } from '@mui/material/styles';
import { FONT_WIDTH, labelFitWidth, labelWidth, type Board, type DisplaySettings, type Tile } from '@tessera/core';
import { memo, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { arrowDirection, fixedGridCells, fixedGridOf, nextTileCell, type Direction } from './fixed-grid';
import { FIXED_GAP, FIXED_ROW_HEIGHT, GRID_GAP, ROW_HEIGHT, ROW_HEIGHT_WHOLE, TYPED_DIVISION, responsiveGridVars } from './grid-metrics';
import { TileButton } from './tile-button';
import { LABEL_LINES, LONG_WORD, tileColours, tileGridStyles } from './tile-styles';
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
  display: Pick<DisplaySettings, 'uiSize' | 'labelPosition' | 'fontFamily'>;
  onActivate: (tile: Tile) => void;
  editing?: TileGridEditing | undefined;
  /** The tile to press next on the way to a word the word finder is showing, if it is on this board. */
  guidedTileId?: string | null | undefined;
};

// The grid carries the styles of its tiles and empty cells (tile-styles.ts): one rule for the whole board.
const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  '--gap': `${GRID_GAP}px`,
  gap: 'var(--gap)',
  gridTemplateColumns: 'repeat(var(--columns), minmax(0, 1fr))',
  gridAutoRows: ROW_HEIGHT,
  [TYPED_DIVISION]: { gridAutoRows: ROW_HEIGHT_WHOLE },
  minHeight: '100%',
  alignContent: 'start',
  ...tileGridStyles(theme),
}));

type LabelFit = { width: number; long: boolean };

/**
 * What each tile's label needs across (labelFitWidth, in em of the chosen font family), from its letters alone:
 * the label sizes itself to it in CSS, and a fixed grid's columns are as wide as its widest word needs. Nothing is
 * measured in the page.
 */
function labelFits(tiles: readonly Tile[], labelPosition: DisplaySettings['labelPosition'], fontFamily: DisplaySettings['fontFamily']): Map<string, LabelFit> {
  const fits = new Map<string, LabelFit>();
  if (labelPosition === 'Hidden') return fits;
  const scale = FONT_WIDTH[fontFamily] ?? 1;
  for (const tile of tiles) {
    if (!tile.label || tile.hidden) continue;
    // Rounded up, so that what the label asks for is never less than it needs.
    fits.set(tile.id, { width: Math.ceil(labelFitWidth(tile.label, LABEL_LINES) * scale * 100) / 100, long: labelWidth(tile.label).word * scale > LONG_WORD });
  }
  return fits;
}

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
export const TileGrid = memo(function TileGrid({ board, tiles, display, onActivate, editing, guidedTileId }: TileGridProps) {
  // The theme's direction switches together with the text, after the language's catalogue has loaded.
  const theme = useTheme();
  const dir = theme.direction;
  const { page, plain } = tileColours(theme);
  const { labelPosition, fontFamily } = display;
  const fits = useMemo(() => labelFits(tiles, labelPosition, fontFamily), [tiles, labelPosition, fontFamily]);
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
  // The tile to press next is brought into view on a long board.
  useLayoutEffect(() => {
    if (!guidedTileId) return;
    const guided = [...(gridRef.current?.querySelectorAll<HTMLElement>('[data-guided]') ?? [])][0];
    guided?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [guidedTileId]);

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
    // Only a touch asks whether the board scrolls (up and down, or sideways on a wide fixed grid): a mouse or pen acts
    // at once, without reading the layout.
    if (event.pointerType === 'touch' && scroller && (scroller.scrollHeight > scroller.clientHeight + 1 || scroller.scrollWidth > scroller.clientWidth + 1)) {
      return touchTap.start(event, tile.id, scroller);
    }
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

  const boardFit = grid ? Math.max(0, ...[...fits.values()].filter((fit) => !fit.long).map((fit) => fit.width)) : 0;
  const layout = grid
    ? {
        '--columns': grid.columns,
        '--rows': grid.rows,
        '--gap': FIXED_GAP,
        '--board-fit': boardFit,
        gridTemplateRows: `repeat(${grid.rows}, ${FIXED_ROW_HEIGHT})`,
      }
    : responsiveGridVars(display.uiSize, tiles.filter((tile) => !tile.hidden).length);

  // One tile's button, in a fixed grid's cell (row, column) or in the free-flowing grid.
  const tileButton = (tile: Tile, row?: number, column?: number) => {
    const fit = fits.get(tile.id);
    return (
      <TileButton
        key={tile.id}
        tile={tile}
        labelPosition={display.labelPosition}
        fit={fit?.width}
        long={fit?.long}
        page={page}
        plain={plain}
        row={row}
        column={column}
        selected={editing?.selectedIds.has(tile.id)}
        guided={tile.id === guidedTileId}
      />
    );
  };

  return (
    <Grid
      ref={gridRef}
      sx={layout}
      data-board-id={board.id}
      data-fixed={grid ? 'true' : undefined}
      data-columns={grid?.columns}
      data-label={display.labelPosition}
      // The board's own language, where it has one, for its labels' hyphenation and for screen readers.
      lang={board.locale}
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
              tileButton(tile, row, column)
            ) : (
              <div key={`empty-${row}-${column}`} data-empty-cell="" data-row={row} data-column={column} data-editing={editing ? '' : undefined} />
            ),
          )
        : tiles.filter((tile) => !tile.hidden).map((tile) => tileButton(tile))}
    </Grid>
  );
});
