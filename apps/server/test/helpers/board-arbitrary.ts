import { BoardSchema, TILE_TYPES, type Board } from '@tessera/core';
import fc from 'fast-check';

/** Any text a record may hold: every code unit but U+0000 (lone surrogates, quotes, backslashes, controls, U+2028…). */
export const anyText = (maxLength = 40) => fc.string({ unit: 'binary', maxLength }).map((text) => text.replaceAll('\u0000', ''));

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const tile = (index: number) =>
  fc
    .record(
      {
        label: anyText(),
        labelKey: anyText(),
        vocalization: anyText(),
        image: anyText(),
        sound: anyText(),
        type: fc.constantFrom(...TILE_TYPES),
        loadBoard: anyText(),
        linkedBoard: fc.boolean(),
        backgroundColor: anyText(20),
        hidden: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    .map((fields) => ({ id: `t${index}`, ...fields }));

/**
 * Valid boards with any of their optional fields, texts of every kind, tiles and (sometimes) a one-row grid of them,
 * and a version and origin as stored ones carry: parsed by BoardSchema, as the server stores boards.
 */
export const anyBoard = (): fc.Arbitrary<Board> =>
  fc
    .record({
      fields: fc.record(
        {
          schemaVersion: fc.integer({ min: 1, max: 3 }),
          name: anyText(),
          nameKey: anyText(),
          description: anyText(),
          author: fc.oneof(anyText(), fc.constant('someone@example.org')),
          email: fc.constantFrom('Owner@Example.org', 'owner@example.org'),
          caption: anyText(),
          isPublic: fc.boolean(),
          hidden: fc.boolean(),
          isFixed: fc.boolean(),
          locale: anyText(10),
          format: anyText(10),
          lastEdited: anyText(30),
          cellSize: anyText(10),
          focusedTileId: anyText(10),
          prevId: anyText(10),
        },
        { requiredKeys: [] },
      ),
      id: fc.stringMatching(/^[0-9a-f]{24}$/),
      tiles: fc.integer({ min: 0, max: 6 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => tile(index)))),
      grid: fc.boolean(),
      version: fc.integer({ min: 1, max: 2_147_483_647 }),
      originId: optional(
        fc.oneof(
          anyText(12).filter((text) => text !== ''),
          fc.constant('root'),
        ),
      ),
    })
    .map(({ fields, id, tiles, grid, version, originId }) =>
      BoardSchema.parse({
        ...fields,
        id,
        tiles,
        ...(grid && tiles.length > 0 && { grid: { rows: 1, columns: tiles.length, order: [tiles.map((t) => t.id)] } }),
        version,
        ...(originId !== undefined && { originId }),
      }),
    );
