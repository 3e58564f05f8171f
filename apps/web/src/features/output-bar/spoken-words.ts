import { tileSpeechText, type Tile } from '@tessera/core';

/** The phrase's parts as spoken, one per tile (an empty live tile says nothing), for the usage reports' Click Output. */
export const spokenWords = (tiles: readonly Tile[]): string[] => tiles.map((tile) => tileSpeechText(tile).trim()).filter((text) => text !== '');
