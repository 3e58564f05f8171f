import { BoardSchema, type Board } from '@tessera/core';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { serializedJsonSchema, serializerFor } from '../json/compiled-serializer.ts';

const { version: _version, originId: _originId, markToUpdate: _markToUpdate, ...storedShape } = BoardSchema.shape;

/** What the data column keeps of a board: all but what columns hold beside it (version, origin) and the device's own bookkeeping. */
export const StoredBoardSchema = z.object(storedShape);

/**
 * A board's JSON as stored, written by the serialiser of StoredBoardSchema: its keys in the schema's order and no key
 * the schema does not list, so GET /board/:id can answer it nearly as it is (routes/board/board-answer.ts).
 */
export const storedBoardJson = (board: Board): string => serializerFor(StoredBoardSchema)(board);

/**
 * The shape stored text was written in (a hash of StoredBoardSchema's JSON Schema), kept beside it: text of another
 * shape (rows from before this column, or from a release with another schema) is parsed and serialised again instead.
 */
export const STORED_BOARD_SHAPE = createHash('sha256')
  .update(JSON.stringify(serializedJsonSchema(StoredBoardSchema)))
  .digest('hex')
  .slice(0, 16);
