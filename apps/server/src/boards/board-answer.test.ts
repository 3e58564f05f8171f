import { BoardSchema, type Board } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyBoard } from '../../test/helpers/board-arbitrary.ts';
import { previousSerializer } from '../../test/helpers/previous-serializer.ts';
import { serializerFor } from '../json/compiled-serializer.ts';
import type { StoredBoard } from '../repositories/boards-repository.ts';
import { storedBoardJson } from '../repositories/stored-board-json.ts';
import { boardAnswerJson, forOthers } from './board-answer.ts';

/** A board as the repository reads it back after storing it. */
const storedOf = (board: Board): StoredBoard => ({
  json: storedBoardJson(board),
  currentShape: true,
  version: board.version ?? 1,
  originId: board.originId ?? null,
  email: board.email?.toLowerCase() ?? null,
  isPublic: board.isPublic,
  author: board.author ?? null,
});

const before = previousSerializer(BoardSchema);

describe('GET /board/:id answered from the stored text', () => {
  it('puts version and origin last, as the board schema lists them', () => {
    expect(Object.keys(BoardSchema.shape).slice(-2)).toEqual(['version', 'originId']);
  });

  it('is byte for byte what the zod serialiser wrote for the board, to its owner and to anyone else', () => {
    fc.assert(
      fc.property(anyBoard(), fc.boolean(), (board, forOwner) => {
        const expected = before(forOwner ? board : forOthers(board));
        expect(boardAnswerJson(storedOf(board), forOwner)).toBe(expected);
        expect(serializerFor(BoardSchema)(forOwner ? board : forOthers(board))).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves out the email and origin, and an author that is an email, for anyone but the owner', () => {
    const board = BoardSchema.parse({
      id: 'b1'.padEnd(24, '0'),
      name: 'N',
      author: 'ada@example.org',
      email: 'ada@example.org',
      tiles: [],
      version: 3,
      originId: 'root',
    });
    const answer = boardAnswerJson(storedOf(board), false);
    expect(JSON.parse(answer as string)).toEqual({ id: board.id, name: 'N', isPublic: false, tiles: [], version: 3 });
    expect(JSON.parse(boardAnswerJson(storedOf(board), true) as string)).toEqual({ ...board });
  });

  it('answers undefined for text of another shape, which the route parses instead', () => {
    const board = BoardSchema.parse({ id: 'b2'.padEnd(24, '0'), tiles: [], email: 'ada@example.org' });
    expect(boardAnswerJson({ ...storedOf(board), currentShape: false }, true)).toBeUndefined();
    expect(boardAnswerJson({ ...storedOf(board), json: '{"id":"b2","stray":1,"email":"x"}' }, false)).toBeUndefined();
  });
});
