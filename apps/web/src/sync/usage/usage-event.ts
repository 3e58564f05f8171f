import {
  CATEGORY_OF_ACTION,
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHRASE_WORDS,
  MAX_URL_LENGTH,
  tileSpeechText,
  type AnalyticsAction,
  type Tile,
} from '@tessera/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import { boardChanged, previousBoard, toRootBoard } from '../../state/board-slice';
import { outputTileAdded } from '../../state/output-slice';
import { outputSpoken, tilesCreated, tilesEdited } from '../../state/usage-slice';

/** A session ends after 5 minutes without a press (issue 28). */
export const SESSION_GAP_MS = 5 * 60_000;

/** What one press says, before the recorder gives it its id, session, time and whether it was modeled. */
export interface NotedPress {
  action: AnalyticsAction;
  boardId?: string;
  tileId?: string;
  label?: string;
  picture?: string;
  words?: string[];
}

/** What the recorder knows of the boards around an action: the board on screen before and after it, and names. */
export interface PressContext {
  boardBefore: string;
  boardAfter: string;
  boardName: (id: string) => string | undefined;
}

const cut = (text: string | undefined, max: number): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** A picture as the report counts its source: a data URL's bytes never leave the device, only that it was one. */
const pictureOf = (image: string | undefined): string | undefined =>
  image?.startsWith('data:') ? 'data:' : image?.startsWith('blob:') ? 'blob:' : cut(image, MAX_URL_LENGTH);

const tilePress = (action: AnalyticsAction, boardId: string, tile: Pick<Tile, 'id' | 'label' | 'image'> & { vocalization?: string | undefined }): NotedPress =>
  dropEmpty({
    action,
    boardId: cut(boardId, MAX_ID_LENGTH),
    tileId: cut(tile.id, MAX_ID_LENGTH),
    label: cut(tileSpeechText(tile) || tile.label, MAX_NAME_LENGTH),
    picture: pictureOf(tile.image),
  });

function dropEmpty(press: NotedPress): NotedPress {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(press)) if (value !== undefined) kept[key] = value;
  return kept as unknown as NotedPress;
}

/**
 * The presses an action of the store is (spec 02 §9): a tile said (Click Symbol), the phrase spoken (Click Output),
 * tiles made or edited (Create Tile, Edit Tiles), another board opened (Change Board). Anything else is none.
 */
export function pressesOf(action: UnknownAction, context: PressContext): NotedPress[] {
  if (outputTileAdded.match(action)) {
    const { tile } = action.payload;
    if (tile.type === 'live') return [];
    return [tilePress('Click Symbol', context.boardBefore, tile)];
  }
  if (outputSpoken.match(action)) {
    const words = action.payload.words
      .map((word) => word.trim().slice(0, MAX_NAME_LENGTH))
      .filter(Boolean)
      .slice(0, MAX_PHRASE_WORDS);
    if (words.length === 0) return [];
    return [{ action: 'Click Output', label: words.join(' ').slice(0, MAX_NAME_LENGTH), words }];
  }
  if (tilesCreated.match(action)) return action.payload.tiles.map((tile) => tilePress('Create Tile', action.payload.boardId, tile));
  if (tilesEdited.match(action)) return action.payload.tiles.map((tile) => tilePress('Edit Tiles', action.payload.boardId, tile));
  if ((boardChanged.match(action) || previousBoard.match(action) || toRootBoard.match(action)) && context.boardAfter !== context.boardBefore) {
    const id = context.boardAfter;
    return [dropEmpty({ action: 'Change Board', boardId: cut(id, MAX_ID_LENGTH), label: cut(context.boardName(id) ?? id, MAX_NAME_LENGTH) })];
  }
  return [];
}

export const categoryOf = (action: AnalyticsAction) => CATEGORY_OF_ACTION[action];

/** The session a press at `now` belongs to: the last one while its last press is under 5 minutes ago, else a new one. */
export function sessionAt(previous: { id: string; lastAt: number } | null, now: number, newId: () => string): { id: string; lastAt: number } {
  if (previous && now >= previous.lastAt && now - previous.lastAt < SESSION_GAP_MS) return { id: previous.id, lastAt: now };
  return { id: newId(), lastAt: now };
}

const two = (value: number) => String(value).padStart(2, '0');

/** The device's local time with its UTC offset (2026-03-01T14:23:05.120+01:00): the user's days are counted in it. */
export function localTimestamp(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  const time = `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
  return `${day}T${time}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
