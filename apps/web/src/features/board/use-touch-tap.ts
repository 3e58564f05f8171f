import { useRef, type PointerEvent } from 'react';

/** How far a finger may move (px) and still tap; further, it is scrolling the board. */
export const TAP_SLOP = 10;

type Press = { pointerId: number; x: number; y: number; scrollTop: number; scrollLeft: number; tileId: string };

const far = (dx: number, dy: number) => Math.hypot(dx, dy) > TAP_SLOP;

/**
 * A finger on a board that scrolls: the tile acts when the finger lifts, and only if it neither moved more than
 * TAP_SLOP nor scrolled the board in between (up and down, or sideways on a wide fixed grid), so a swipe through the
 * tiles scrolls without speaking.
 */
export function useTouchTap() {
  const press = useRef<Press | null>(null);
  return {
    start(event: PointerEvent, tileId: string, scroller: HTMLElement) {
      press.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        scrollTop: scroller.scrollTop,
        scrollLeft: scroller.scrollLeft,
        tileId,
      };
    },
    move(event: PointerEvent) {
      const current = press.current;
      if (current && current.pointerId === event.pointerId && far(event.clientX - current.x, event.clientY - current.y)) press.current = null;
    },
    cancel() {
      press.current = null;
    },
    /** The tile tapped by this finger-up, if it was a tap. */
    end(event: PointerEvent, scroller: HTMLElement | null): string | undefined {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return undefined;
      press.current = null;
      if (far(event.clientX - current.x, event.clientY - current.y)) return undefined;
      if (scroller && (Math.abs(scroller.scrollTop - current.scrollTop) > TAP_SLOP || Math.abs(scroller.scrollLeft - current.scrollLeft) > TAP_SLOP))
        return undefined;
      return current.tileId;
    },
  };
}
