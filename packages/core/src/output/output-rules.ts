import type { Tile } from '../schemas/tile.ts';

export type OutputGroup = { kind: 'sound' | 'text'; tiles: Tile[] };

/** What a tile says: its vocalization, else its label. */
export function tileSpeechText(tile: Pick<Tile, 'vocalization' | 'label'>): string {
  return (tile.vocalization?.trim() ? tile.vocalization : tile.label)?.trim() ?? '';
}

/**
 * Playback order: recorded sounds play one after another, and each run of tiles without a sound is
 * spoken as one phrase, so speech keeps its intonation across words.
 */
export function groupOutputBySound(tiles: readonly Tile[]): OutputGroup[] {
  const groups: OutputGroup[] = [];
  for (const tile of tiles) {
    const kind = tile.sound ? 'sound' : 'text';
    const last = groups[groups.length - 1];
    if (last && last.kind === kind) last.tiles.push(tile);
    else groups.push({ kind, tiles: [tile] });
  }
  return groups;
}

/** An action '+x' writes x straight onto the previous word (a suffix, a spelled letter). */
const appendedText = (tile: Tile): string | null => {
  if (!tile.action?.startsWith('+')) return null;
  return tile.action.length > 1 ? tile.action.slice(1) : tileSpeechText(tile);
};

/** The output as one phrase: words joined with spaces, '+' actions glued to what came before. */
export function joinOutputPhrase(tiles: readonly Tile[]): string {
  let phrase = '';
  for (const tile of tiles) {
    const appended = appendedText(tile);
    if (appended !== null) {
      phrase += appended;
      continue;
    }
    const text = tileSpeechText(tile);
    if (text) phrase = phrase ? `${phrase} ${text}` : text;
  }
  return phrase;
}
