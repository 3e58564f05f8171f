import { groupOutputBySound, joinOutputPhrase, tileSpeechText, type Tile } from '@tessera/core';

/** One step of playing the output bar: a recorded sound, or a phrase to speak. */
export type PlaybackStep = { kind: 'sound'; url: string; label: string } | { kind: 'text'; text: string };

/**
 * Spec 01 §4: consecutive tiles are grouped by whether they have a sound; the sounds of a group play
 * one after another, and a group without sounds is spoken as one phrase, keeping its intonation.
 */
export function planOutput(tiles: readonly Tile[]): PlaybackStep[] {
  return groupOutputBySound(tiles).flatMap((group): PlaybackStep[] => {
    if (group.kind === 'sound') return group.tiles.map((tile) => ({ kind: 'sound', url: tile.sound ?? '', label: tileSpeechText(tile) }));
    const text = joinOutputPhrase(group.tiles);
    return text ? [{ kind: 'text', text }] : [];
  });
}
