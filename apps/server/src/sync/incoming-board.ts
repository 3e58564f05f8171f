import type { Board } from '@tessera/core';

/** A board as a client sends it; on create its id is the client's own (or missing). */
export type IncomingBoard = Omit<Board, 'id'> & { id?: string };
