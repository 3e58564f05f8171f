import { highlighted, nextScanTickAt, rescan, scanInput, startScan, type Highlight, type ScanOptions, type ScanResult } from '@tessera/core';
import { collectScanTargets, elementsOf, type ScanTargets } from './scan-targets';

/** What is highlighted, with the elements to draw the highlight round (a group's: all of them). */
export type HighlightView = { kind: Highlight['kind']; id: string; elements: HTMLElement[] };

export type ScanSessionOptions = ScanOptions & {
  onHighlight: (view: HighlightView | null) => void;
  /** The highlight moved on by itself or by a key (not back to the start after a selection): auditory scanning. */
  onMove?: (view: HighlightView) => void;
  /** Escape ×4. */
  onStop: () => void;
  clock?: () => number;
};

/** The attribute on the elements highlighted now. */
export const HIGHLIGHT_ATTRIBUTE = 'data-scan-highlight';
const POINTER_EVENTS_SWALLOWED = ['pointerup', 'mousedown', 'mouseup', 'click'] as const;

/** A dialog on screen; one kept on the page closed (the tile editor warming up after unlocking) is hidden and does not count. */
const dialogOpen = () =>
  [...document.querySelectorAll('[role="dialog"]')].some(
    (dialog) => !dialog.closest('[aria-hidden="true"]') && getComputedStyle(dialog).visibility !== 'hidden',
  );

/** A dialog has the keys and presses then, and a field its typing. */
const paused = (event?: Event) => {
  if (dialogOpen()) return true;
  const target = event?.target instanceof Element ? event.target : null;
  return Boolean(target?.closest('input, textarea, select, [contenteditable="true"]'));
};

/**
 * Scanning on the page (spec 02 §2): keeps core's scanner fed with keys, presses and the clock, finds what it
 * highlights on the page as the page changes, and clicks what it selects, as a tap on it would. Returns the stop.
 */
export function startScanSession(options: ScanSessionOptions): () => void {
  const now = options.clock ?? (() => performance.now());
  let targets: ScanTargets = collectScanTargets();
  let state = startScan(now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  let shown: HighlightView | null = null;
  let shownPlace = '';
  const keysTaken = new Set<string>();

  const show = (moved: boolean) => {
    const current = highlighted(targets.tree, state);
    const exitOf = current?.kind === 'exit' ? highlighted(targets.tree, { ...state, path: state.path.slice(0, -1), index: state.path.at(-1) ?? 0 }) : null;
    const node = current?.node ?? exitOf?.node ?? null;
    const view: HighlightView | null = current ? { kind: current.kind, id: current.id, elements: node ? elementsOf(node, targets.elements) : [] } : null;
    const place = current ? `${state.path.join('/')}:${current.id}` : '';
    const same =
      shown !== null &&
      view !== null &&
      place === shownPlace &&
      shown.elements.length === view.elements.length &&
      shown.elements.every((element, i) => element === view.elements[i]);
    if (same || (shown === null && view === null)) return;
    for (const element of shown?.elements ?? []) element.removeAttribute(HIGHLIGHT_ATTRIBUTE);
    for (const element of view?.elements ?? []) element.setAttribute(HIGHLIGHT_ATTRIBUTE, current?.kind ?? '');
    view?.elements[0]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const newPlace = place !== shownPlace;
    shown = view;
    shownPlace = place;
    options.onHighlight(view);
    if (moved && newPlace && view) options.onMove?.(view);
  };

  const schedule = () => {
    clearTimeout(timer);
    const at = nextScanTickAt(state, options);
    if (at !== null) timer = setTimeout(tick, Math.max(0, at - now()));
  };

  const apply = (result: ScanResult) => {
    state = result.state;
    if (result.stop) {
      stop();
      options.onStop();
      return;
    }
    show(!result.selected);
    schedule();
    if (result.selected) targets.elements.get(result.selected)?.click();
  };

  function tick() {
    if (paused()) {
      state = { ...state, movedAt: now() };
      schedule();
      return;
    }
    apply(scanInput(targets.tree, state, { type: 'tick', at: now() }, options));
  }

  const refresh = () => {
    frame = 0;
    const next = collectScanTargets();
    state = rescan(targets.tree, next.tree, state, now());
    const changed = JSON.stringify(next.tree) !== JSON.stringify(targets.tree);
    targets = next;
    show(changed);
    if (changed) schedule();
  };
  const refreshSoon = () => {
    if (!frame) frame = requestAnimationFrame(refresh);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (paused(event)) return;
    if (event.repeat) {
      if (keysTaken.has(event.key)) event.preventDefault();
      return;
    }
    const result = scanInput(targets.tree, state, { type: 'key', key: event.key, at: now() }, options);
    if (!result.handled) return;
    event.preventDefault();
    event.stopPropagation();
    keysTaken.add(event.key);
    apply(result);
  };
  // A key the scanner took must not also click the focused button when it comes up (Space does).
  const onKeyUp = (event: KeyboardEvent) => {
    if (!keysTaken.delete(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  // Automatic scanning: a click or tap anywhere selects; the page does not also act on it.
  const automaticPress = (event: Event) => options.strategy === 'automatic' && event.isTrusted && !paused(event);
  const onPointerDown = (event: PointerEvent) => {
    if (!automaticPress(event)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.isPrimary && event.button === 0) apply(scanInput(targets.tree, state, { type: 'press', at: now() }, options));
  };
  const swallow = (event: Event) => {
    if (!automaticPress(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const observer = new MutationObserver(refreshSoon);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled', 'data-tile-id', 'data-scan'],
  });
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('keyup', onKeyUp, true);
  window.addEventListener('pointerdown', onPointerDown, true);
  for (const type of POINTER_EVENTS_SWALLOWED) window.addEventListener(type, swallow, true);
  window.addEventListener('resize', refreshSoon);
  show(true);
  schedule();

  function stop() {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    observer.disconnect();
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('keyup', onKeyUp, true);
    window.removeEventListener('pointerdown', onPointerDown, true);
    for (const type of POINTER_EVENTS_SWALLOWED) window.removeEventListener(type, swallow, true);
    window.removeEventListener('resize', refreshSoon);
    for (const element of shown?.elements ?? []) element.removeAttribute(HIGHLIGHT_ATTRIBUTE);
    shown = null;
    options.onHighlight(null);
  }
  return stop;
}
