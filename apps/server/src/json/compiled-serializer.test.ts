import {
  BoardBatchResultSchema,
  BoardConflictSchema,
  BoardListSchema,
  BoardSchema,
  BoardSummaryListSchema,
  BoardVersionsSchema,
  CommunicatorSchema,
  DeletedBoardsSchema,
  MessageSchema,
  SettingsSchema,
  UserDataSchema,
  type Board,
} from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyBoard, anyText } from '../../test/helpers/board-arbitrary.ts';
import { previousSerializer } from '../../test/helpers/previous-serializer.ts';
import { serializerFor } from './compiled-serializer.ts';

const page = <T>(data: T[]) => ({ data, total: data.length + 20, page: 3, limit: 10, offset: 0, search: 'Fr"uit\\' });
const board = BoardSchema.parse({
  id: '6560000000000000000000a1',
  name: 'Food',
  email: 'ada@example.org',
  tiles: [{ id: 'a', label: 'apple' }],
  version: 2,
  originId: 'root',
});
const communicator = CommunicatorSchema.parse({ id: 'c1', name: 'Mine', rootBoard: 'root', email: 'ada@example.org' });

/** Answers of the routes, each with what a route might hand over beyond its schema (`stray`, which must not be written). */
const SAMPLES: [string, z.ZodType, unknown[]][] = [
  ['message', MessageSchema, [{ message: 'Board not found' }, { message: 'x', stray: 1 }]],
  [
    'public list',
    BoardSummaryListSchema,
    [
      page([]),
      page([
        { id: 'b', name: 'n', isPublic: true, tileCount: 0 },
        {
          id: 'c',
          name: 'N',
          nameKey: 'k',
          description: 'd',
          caption: 'data:x',
          author: 'A',
          locale: 'es',
          isPublic: true,
          lastEdited: 't',
          tileCount: 3,
          stray: 'x',
        },
      ]),
    ],
  ],
  ['owner list', BoardListSchema, [page([board, { ...board, stray: true, tiles: [{ id: 't', stray: 1 }] }])]],
  [
    'batch results',
    BoardBatchResultSchema,
    [
      {
        results: [
          { status: 201, board },
          { status: 410, message: 'Board was deleted' },
          { status: 409, board, message: 'changed' },
          { status: 200, board, stray: 1 },
        ],
      },
    ],
  ],
  ['conflict', BoardConflictSchema, [{ message: 'This board was changed on another device.', board }]],
  [
    'history',
    BoardVersionsSchema,
    [
      {
        data: [
          { version: 3, replacedAt: 't', device: null, reason: 'overwritten', name: 'n', tileCount: 2 },
          { version: 2, replacedAt: 't', device: 'Chrome on Android', reason: 'replaced', name: 'n', tileCount: 0 },
        ],
      },
    ],
  ],
  ['deleted boards', DeletedBoardsSchema, [{ data: [{ id: 'b', deletedAt: 't' }], serverTime: 't' }]],
  ['settings', SettingsSchema.extend({ version: z.number().int() }), [{ ...SettingsSchema.parse({}), version: 4 }]],
  [
    'user data',
    UserDataSchema,
    [
      { id: 'u', name: 'Ada', email: 'ada@example.org', settings: { language: { lang: 'en' } }, communicators: [] },
      {
        id: 'u',
        name: 'Ada',
        email: 'a',
        role: 'user',
        isFirstLogin: true,
        authToken: 't',
        settings: {},
        communicators: [communicator],
        subscriber: { plan: { id: 1 }, n: null },
        location: {},
      },
    ],
  ],
  ['communicators', z.object({ data: z.array(CommunicatorSchema) }), [{ data: [communicator, { ...communicator, stray: 1 }] }]],
];

describe('compiled serialisers', () => {
  it.each(SAMPLES)('write the %s answers byte for byte as the zod serialiser did', (_name, schema, values) => {
    for (const value of values) expect(serializerFor(schema)(value)).toBe(previousSerializer(schema)(value));
  });

  it('leave out keys the schema does not list, as zod did, and write every text as JSON.stringify does', () => {
    expect(serializerFor(MessageSchema)({ message: 'x', stray: 1 })).toBe('{"message":"x"}');
    fc.assert(
      fc.property(anyText(200), (text) => {
        expect(serializerFor(MessageSchema)({ message: text })).toBe(JSON.stringify({ message: text }));
      }),
      { numRuns: 2000 },
    );
  });

  it('write lists of any boards as the zod serialiser did', () => {
    fc.assert(
      fc.property(fc.array(anyBoard(), { maxLength: 4 }), (boards: Board[]) => {
        expect(serializerFor(BoardListSchema)(page(boards))).toBe(previousSerializer(BoardListSchema)(page(boards)));
      }),
      { numRuns: 300 },
    );
  });

  it('compile a schema once', () => {
    expect(serializerFor(MessageSchema)).toBe(serializerFor(MessageSchema));
  });
});
