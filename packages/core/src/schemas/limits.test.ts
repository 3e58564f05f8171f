import { describe, expect, it } from 'vitest';
import { BoardSchema, type BoardInput } from './board.ts';
import { CommunicatorSchema } from './communicator.ts';
import {
  MAX_BOARDS_PER_COMMUNICATOR,
  MAX_DATA_URL_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_DEVICES,
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TILES_PER_BOARD,
  MAX_URL_LENGTH,
  MAX_VOCALIZATION_LENGTH,
} from './limits.ts';
import { PagedQuerySchema } from './paged-list.ts';
import { ReportSchema } from './report.ts';
import { SettingsSchema } from './settings.ts';

/** "path: message" of each issue, as the server's 400 names them. */
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('/')}: ${issue.message}`);

const board = (fields: Partial<BoardInput> = {}): BoardInput => ({ id: 'b1', name: 'Food', tiles: [{ id: 't1', label: 'apple' }], ...fields });
const text = (length: number, character = 'a') => character.repeat(length);

describe('board limits', () => {
  it('takes every text at its limit and refuses one character more, naming the field', () => {
    const atLimit = board({
      name: text(MAX_NAME_LENGTH),
      description: text(MAX_DESCRIPTION_LENGTH),
      tiles: [{ id: text(MAX_ID_LENGTH), label: text(MAX_NAME_LENGTH), vocalization: text(MAX_VOCALIZATION_LENGTH) }],
    });
    expect(BoardSchema.safeParse(atLimit).success).toBe(true);
    const over = board({
      name: text(MAX_NAME_LENGTH + 1),
      description: text(MAX_DESCRIPTION_LENGTH + 1),
      tiles: [{ id: 't1', label: text(MAX_NAME_LENGTH + 1), vocalization: text(MAX_VOCALIZATION_LENGTH + 1) }],
    });
    expect(issuesOf(BoardSchema.safeParse(over))).toEqual([
      'name: Too big: expected string to have <=200 characters',
      'description: Too big: expected string to have <=2000 characters',
      'tiles/0/label: Too big: expected string to have <=200 characters',
      'tiles/0/vocalization: Too big: expected string to have <=1000 characters',
    ]);
  });

  it('takes where a copy came from with its id and name within their limits', () => {
    expect(BoardSchema.safeParse(board({ copiedFrom: { id: text(MAX_ID_LENGTH), name: text(MAX_NAME_LENGTH) } })).success).toBe(true);
    expect(issuesOf(BoardSchema.safeParse(board({ copiedFrom: { id: text(MAX_ID_LENGTH + 1), name: text(MAX_NAME_LENGTH + 1) } })))).toEqual([
      `copiedFrom/id: Too big: expected string to have <=${MAX_ID_LENGTH} characters`,
      'copiedFrom/name: Too big: expected string to have <=200 characters',
    ]);
    expect(issuesOf(BoardSchema.safeParse(board({ copiedFrom: { id: '', name: 'Food' } })))).toEqual([
      'copiedFrom/id: Too small: expected string to have >=1 characters',
    ]);
  });

  it('takes at most 2,000 tiles', () => {
    const tiles = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `t${index}` }));
    expect(BoardSchema.safeParse(board({ tiles: tiles(MAX_TILES_PER_BOARD) })).success).toBe(true);
    expect(issuesOf(BoardSchema.safeParse(board({ tiles: tiles(MAX_TILES_PER_BOARD + 1) })))).toEqual(['tiles: Too big: expected array to have <=2000 items']);
  });

  it('takes a data URL of up to 2 MB in a picture or sound, and other addresses of up to 2,048 characters', () => {
    const dataUrl = (length: number) => `data:image/png;base64,${text(length - 'data:image/png;base64,'.length)}`;
    expect(BoardSchema.safeParse(board({ caption: dataUrl(MAX_DATA_URL_LENGTH), tiles: [{ id: 't1', image: dataUrl(MAX_DATA_URL_LENGTH) }] })).success).toBe(
      true,
    );
    const over = board({ tiles: [{ id: 't1', image: dataUrl(MAX_DATA_URL_LENGTH + 1), sound: `https://example.org/${text(MAX_URL_LENGTH)}` }] });
    expect(issuesOf(BoardSchema.safeParse(over))).toEqual([
      'tiles/0/image: Too big: expected string to have <=2097152 characters',
      'tiles/0/sound: Too big: expected string to have <=2048 characters',
    ]);
  });

  it('refuses the null character in any text, even an id', () => {
    expect(issuesOf(BoardSchema.safeParse(board({ name: 'a\u0000b', tiles: [{ id: 't\u0000', image: 'data:\u0000' }] })))).toEqual([
      'name: Must not contain the null character (U+0000)',
      'tiles/0/id: Must not contain the null character (U+0000)',
      'tiles/0/image: Must not contain the null character (U+0000)',
    ]);
  });
});

describe('grid limits', () => {
  const tiles = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('takes an order of exactly rows x columns, with empty cells and tiles off the grid', () => {
    expect(BoardSchema.safeParse(board({ tiles, grid: { rows: 1, columns: 2, order: [['a', null]] } })).success).toBe(true);
  });

  it('refuses an order of another size than rows and columns say', () => {
    const wrong = [[['a', null]], [['a'], ['b']], [['a', 'b', 'c']]];
    for (const order of wrong) {
      expect(issuesOf(BoardSchema.safeParse(board({ tiles, grid: { rows: 2, columns: 2, order } })))).toEqual([
        'grid/order: Must have 2 rows of 2 cells, as rows and columns say',
      ]);
    }
    const huge = Array.from({ length: 100_000 }, () => ['a']);
    expect(issuesOf(BoardSchema.safeParse(board({ tiles, grid: { rows: 1, columns: 1, order: huge } })))).toEqual([
      'grid/order: Too big: expected array to have <=24 items',
    ]);
  });

  it('keeps a grid up to 24 x 24 (an imported one: 11 x 16) and refuses one past it', () => {
    const wide = {
      rows: 11,
      columns: 16,
      order: Array.from({ length: 11 }, (_, r) => Array.from({ length: 16 }, (_, c) => (r === 0 && c < 3 ? (['a', 'b', 'c'][c] as string) : null))),
    };
    expect(BoardSchema.safeParse(board({ tiles, grid: wide })).success).toBe(true);
    expect(issuesOf(BoardSchema.safeParse(board({ tiles, grid: { rows: 25, columns: 1, order: [] } })))[0]).toBe(
      'grid/rows: Too big: expected number to be <=24',
    );
  });

  it('refuses cells naming no tile of the board, or a tile already placed', () => {
    const grid = {
      rows: 2,
      columns: 2,
      order: [
        ['a', 'gone'],
        ['a', null],
      ],
    };
    expect(issuesOf(BoardSchema.safeParse(board({ tiles, grid })))).toEqual([
      'grid/order/0/1: Not a tile of this board',
      'grid/order/1/0: This tile already has another cell',
    ]);
  });
});

describe('limits of the other records', () => {
  it('communicators: at most 5,000 boards, each id at most 100 characters', () => {
    const communicator = (boards: string[]) => ({ id: 'c1', name: 'Mine', rootBoard: 'root', boards });
    expect(CommunicatorSchema.safeParse(communicator(Array.from({ length: MAX_BOARDS_PER_COMMUNICATOR }, (_, index) => `b${index}`))).success).toBe(true);
    expect(issuesOf(CommunicatorSchema.safeParse(communicator(Array.from({ length: MAX_BOARDS_PER_COMMUNICATOR + 1 }, () => 'b'))))).toEqual([
      'boards: Too big: expected array to have <=5000 items',
    ]);
    expect(issuesOf(CommunicatorSchema.safeParse(communicator([text(MAX_ID_LENGTH + 1)])))).toEqual([
      'boards/0: Too big: expected string to have <=100 characters',
    ]);
  });

  it('settings: at most 50 devices, and no null character in a language', () => {
    const devices = Array.from({ length: MAX_DEVICES + 1 }, (_, index) => ({ deviceId: `d${index}` }));
    expect(issuesOf(SettingsSchema.safeParse({ devices, language: { lang: 'en\u0000' } }))).toEqual([
      'language/lang: Must not contain the null character (U+0000)',
      'devices: Too big: expected array to have <=50 items',
    ]);
  });

  it('reports and list searches', () => {
    expect(issuesOf(ReportSchema.safeParse({ id: text(MAX_ID_LENGTH + 1), reason: 'spam', whistleblower: {} }))).toEqual([
      'id: Too big: expected string to have <=100 characters',
    ]);
    expect(issuesOf(PagedQuerySchema.safeParse({ search: '\u0000' }))).toEqual(['search: Must not contain the null character (U+0000)']);
  });
});
