import { buildScanTree, type ScanNode, type ScanTile } from '@tessera/core';

/** The board screen's tiles. */
const TILE_SELECTOR = '[data-screen="board"] [data-tile-id]';
/** Controls the scanner reaches besides tiles, marked data-scan="<name>" where they are drawn; one group per line. */
export const SCAN_CONTROL_GROUPS = [['speak', 'backspace', 'clear'], ['go-back'], ['lock']] as const;
/** Controls pressed again and again keep the highlight: backspace word by word, and the lock's four presses to unlock. */
const REPEATED_CONTROLS: ReadonlySet<string> = new Set(['control:backspace', 'control:lock']);
/** Every element dwell and scanning can select. */
export const SCAN_TARGET_SELECTOR = `${TILE_SELECTOR}, [data-scan]`;

export type ScanTargets = {
  tree: ScanNode[];
  /** The elements behind each item id. */
  elements: ReadonlyMap<string, HTMLElement>;
};

const usable = (element: HTMLElement) => !element.matches(':disabled, [aria-disabled="true"]');

/** Rows of a fixed grid come from its cells; a responsive board's from where the tiles sit on screen. */
function tilesOf(elements: readonly HTMLElement[]): ScanTile[] {
  const tops = elements.map((element) => Math.round(element.getBoundingClientRect().top));
  const rowOfTop = new Map([...new Set(tops)].sort((a, b) => a - b).map((top, index) => [top, index]));
  return elements.map((element, index) => ({
    id: `tile:${element.dataset.tileId}`,
    row: element.dataset.row === undefined ? rowOfTop.get(tops[index]!)! : Number(element.dataset.row),
    column: element.dataset.column === undefined ? index : Number(element.dataset.column),
  }));
}

/** What the scanner can reach on the page now: the enabled tiles, the output bar's buttons, Go back and the lock. */
export function collectScanTargets(root: ParentNode = document): ScanTargets {
  const tiles = [...root.querySelectorAll<HTMLElement>(TILE_SELECTOR)].filter(usable);
  const elements = new Map<string, HTMLElement>(tiles.map((element) => [`tile:${element.dataset.tileId}`, element]));
  const controls = SCAN_CONTROL_GROUPS.map((names) =>
    names.flatMap((name) => {
      const element = root.querySelector<HTMLElement>(`[data-scan="${name}"]`);
      if (!element || !usable(element)) return [];
      elements.set(`control:${name}`, element);
      return [`control:${name}`];
    }),
  );
  return { tree: buildScanTree(tilesOf(tiles), controls, 'auto', REPEATED_CONTROLS), elements };
}

/** The elements of a node: an item's own, or all of a group's. */
export function elementsOf(node: ScanNode, elements: ReadonlyMap<string, HTMLElement>): HTMLElement[] {
  if (node.kind === 'item') return elements.has(node.id) ? [elements.get(node.id)!] : [];
  return node.children.flatMap((child) => elementsOf(child, elements));
}
