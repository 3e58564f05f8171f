import { useRef, type PointerEvent } from 'react';

/** Where a dragged tile lands: a cell of a fixed grid (empty or not), or the place of another tile in a list. */
export type TileDropTarget = { row: number; column: number } | { tileId: string };

type Drag = { tileId: string; pointerId: number; x: number; y: number; element: HTMLElement; dragging: boolean; over: HTMLElement | null };

/** Movement before a press becomes a drag, so a tap with a shaky finger still selects. */
export const DRAG_THRESHOLD = 8;

const dropElementAt = (x: number, y: number, fallback: EventTarget | null): HTMLElement | null => {
  // The dragged tile ignores the pointer while it moves, so this finds what lies under it.
  const hit = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const element = hit ?? (fallback instanceof Element ? fallback : null);
  return element?.closest<HTMLElement>('[data-tile-id], [data-empty-cell]') ?? null;
};

const targetOf = (element: HTMLElement): TileDropTarget | null => {
  const { row, column, tileId } = element.dataset;
  if (row !== undefined && column !== undefined) return { row: Number(row), column: Number(column) };
  return tileId ? { tileId } : null;
};

/**
 * Drag and drop of tiles with pointer events (mouse, pen and touch alike). The tile follows the pointer; the
 * tile or empty cell under it is outlined; releasing drops it there. A press that never moves far stays a click.
 */
export function useTileDrag(onDrop: ((tileId: string, target: TileDropTarget) => void) | undefined) {
  const drag = useRef<Drag | null>(null);
  const justDropped = useRef(false);

  const mark = (over: HTMLElement | null) => {
    const current = drag.current;
    if (!current || current.over === over) return;
    current.over?.removeAttribute('data-drop-target');
    if (over && over !== current.element) over.setAttribute('data-drop-target', '');
    current.over = over;
  };

  const end = () => {
    const current = drag.current;
    if (!current) return;
    mark(null);
    current.element.style.transform = '';
    current.element.removeAttribute('data-dragging');
    drag.current = null;
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      justDropped.current = false;
      if (!onDrop || !event.isPrimary || event.button !== 0) return;
      const element = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tile-id]') : null;
      const tileId = element?.dataset.tileId;
      if (!element || !tileId) return;
      drag.current = { tileId, pointerId: event.pointerId, x: event.clientX, y: event.clientY, element, dragging: false, over: null };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || event.pointerId !== current.pointerId) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.dragging) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        current.dragging = true;
        current.element.setAttribute('data-dragging', '');
        try {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        } catch {
          // An ended pointer cannot be captured; the drag still follows the events that arrive.
        }
      }
      current.element.style.transform = `translate(${dx}px, ${dy}px)`;
      mark(dropElementAt(event.clientX, event.clientY, event.target));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || event.pointerId !== current.pointerId) return;
      const over = current.dragging ? dropElementAt(event.clientX, event.clientY, event.target) : null;
      const { tileId, dragging } = current;
      end();
      if (!dragging) return;
      justDropped.current = true;
      const target = over ? targetOf(over) : null;
      if (target && onDrop) onDrop(tileId, target);
    },
    onPointerCancel: end,
    /** True once for the click that ends a drag, which must not also select the tile. */
    consumeDropClick(): boolean {
      const dropped = justDropped.current;
      justDropped.current = false;
      return dropped;
    },
  };
}
