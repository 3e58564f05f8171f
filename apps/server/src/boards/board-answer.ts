import { authorShownToOthers, BoardSchema, type Board } from '@tessera/core';
import { withoutTopLevelMember } from '../json/top-level-member.ts';
import type { StoredBoard } from '../repositories/boards-repository.ts';

/**
 * A public board as anyone but its owner sees it: the owner's email is theirs alone (the author's name stays, unless
 * an older record kept the email there), and where the board began is their bookkeeping (their devices open it for
 * that id).
 */
export const forOthers = ({ originId: _originId, email: _email, author, ...board }: Board): Board => {
  const shown = authorShownToOthers(author);
  return shown === undefined ? board : { ...board, author: shown };
};

/** The order the serialiser writes a board's keys in: version and originId are the last two. */
const BOARD_KEYS = Object.keys(BoardSchema.shape);

/**
 * GET /board/:id's answer made from the stored text without parsing it (a 60-tile board is 13 KB of JSON, parsed and
 * written again in about 80 µs). The text is what the serialiser wrote for the board without version and origin,
 * the schema's last two fields, so adding them at its end gives the bytes the serialiser writes for the whole board.
 * Anyone but the owner gets it as forOthers makes it. Undefined when the text is not of the current shape: the caller
 * then answers the parsed board.
 */
export function boardAnswerJson(stored: StoredBoard, forOwner: boolean): string | undefined {
  if (!stored.currentShape) return undefined;
  let json: string | undefined = stored.json;
  if (!forOwner) {
    json = withoutTopLevelMember(json, 'email', BOARD_KEYS);
    if (json !== undefined && authorShownToOthers(stored.author ?? undefined) === undefined) json = withoutTopLevelMember(json, 'author', BOARD_KEYS);
  }
  if (json === undefined || !json.endsWith('}')) return undefined;
  const origin = forOwner && stored.originId ? `,"originId":${JSON.stringify(stored.originId)}` : '';
  return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"version":${stored.version}${origin}}`;
}
