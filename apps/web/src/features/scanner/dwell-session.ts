import { dwellDueAt, dwellOver, dwellTick, idleDwell } from '@tessera/core';
import { SCAN_TARGET_SELECTOR } from './scan-targets';

export type DwellView = { element: HTMLElement; dwellTime: number };

type DwellSessionOptions = {
  dwellTime: number;
  /** The target now resting under the pointer, or null: the progress ring. */
  onRest: (view: DwellView | null) => void;
  clock?: () => number;
};

const targetIdOf = (element: HTMLElement) => (element.dataset.tileId !== undefined ? `tile:${element.dataset.tileId}` : `control:${element.dataset.scan}`);

const targetOf = (node: EventTarget | null | undefined): HTMLElement | null => {
  const element = node instanceof Element ? node.closest<HTMLElement>(SCAN_TARGET_SELECTOR) : null;
  return element && !element.matches(':disabled, [aria-disabled="true"]') ? element : null;
};

const sameTargetNow = (element: HTMLElement): HTMLElement | null => {
  const { tileId, scan } = element.dataset;
  const selector = tileId !== undefined ? `[data-screen="board"] [data-tile-id="${CSS.escape(tileId)}"]` : `[data-scan="${CSS.escape(scan ?? '')}"]`;
  return targetOf(document.querySelector(selector));
};

/** The innermost element under a pointer that has not moved since the page changed. */
const hovered = () => [...document.querySelectorAll(':hover')].at(-1);

/**
 * Dwell selection on the page: a mouse, pen, eye tracker or head pointer resting on a tile or a scanned control for
 * the dwell time clicks it, as a tap would; it must leave before that target can be selected again. Returns the stop.
 */
export function startDwellSession({ dwellTime, onRest, clock = () => performance.now() }: DwellSessionOptions): () => void {
  let state = idleDwell;
  let element: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wait = () => {
    clearTimeout(timer);
    const due = dwellDueAt(state, dwellTime);
    if (due !== null) timer = setTimeout(fire, Math.max(0, due - clock()));
  };

  function fire() {
    const result = dwellTick(state, clock(), dwellTime);
    state = result.state;
    if (!result.selected) return wait(); // a timer may run a moment early
    // The page may have drawn the target anew while the pointer rested on it: the one drawn now is clicked.
    const target = element ? (element.isConnected ? element : sameTargetNow(element)) : null;
    if (!target) return;
    onRest(null);
    target.click();
  }

  const over = (target: HTMLElement | null) => {
    const next = dwellOver(state, target ? targetIdOf(target) : null, clock());
    if (next === state) return;
    state = next;
    element = target;
    onRest(target ? { element: target, dwellTime } : null);
    wait();
  };

  // A finger has no resting pointer: only mice, pens and the pointers that act as a mouse dwell.
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') over(targetOf(event.target));
  };
  const onPointerOut = (event: PointerEvent) => {
    if (event.relatedTarget === null) over(null);
  };
  // A pointer already resting on a target when dwell starts (the board has just opened under it) counts from now.
  over(targetOf(hovered()));
  document.addEventListener('pointermove', onPointerMove, { capture: true, passive: true });
  document.addEventListener('pointerout', onPointerOut, { capture: true, passive: true });
  return () => {
    clearTimeout(timer);
    document.removeEventListener('pointermove', onPointerMove, { capture: true });
    document.removeEventListener('pointerout', onPointerOut, { capture: true });
    onRest(null);
  };
}
