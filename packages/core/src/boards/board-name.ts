/** Looks a message up by id; undefined when the current language has no translation for it. */
export type Translate = (key: string) => string | undefined;

const lastSegment = (key: string): string => key.slice(key.lastIndexOf('.') + 1);

/**
 * The name to show for a board (spec 01 §5). Built-in boards carry a nameKey; their stored name is
 * often just the key's last segment, which is replaced by the translation when there is one. A name
 * the user typed is shown as typed. A board with neither name nor translation shows the key's last
 * segment rather than nothing.
 */
export function boardDisplayName(board: { name?: string | undefined; nameKey?: string | undefined }, translate: Translate): string {
  const name = board.name ?? '';
  if (!board.nameKey) return name;
  const translated = translate(board.nameKey);
  if (!name) return translated ?? lastSegment(board.nameKey);
  if (name === lastSegment(board.nameKey) && translated !== undefined) return translated;
  return name;
}

/**
 * The label a tile shows: the translation of its labelKey, else the label it carries, else the key's last words
 * (built-in tiles carry only a key).
 */
export function tileDisplayLabel(tile: { label?: string | undefined; labelKey?: string | undefined }, translate: Translate): string {
  const translated = tile.labelKey ? translate(tile.labelKey) : undefined;
  if (translated !== undefined) return translated;
  return tile.label ?? (tile.labelKey ? lastSegment(tile.labelKey).replace(/[-_]+/g, ' ') : '');
}
