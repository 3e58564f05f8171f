import { describe, expect, it } from 'vitest';
import { keyedBoard, literalBoard } from './define-board.ts';
import { folder, word } from './tile-spec.ts';

describe('keyedBoard', () => {
  it('builds tiles with ids, label keys, picture paths and colours', () => {
    const board = keyedBoard({ id: 'snacks', tiles: [word('cookie', '1F36A'), word('crisps', ''), folder('fruit', '@more', 'fruit')] });
    expect(board).toMatchObject({ id: 'snacks', name: 'snacks', nameKey: 'tessera.board.snacks' });
    expect(board.isFixed).toBeUndefined();
    expect(board.tiles).toEqual([
      { id: 'snacks-cookie', labelKey: 'tessera.board.snacks.cookie', image: '/symbols/openmoji/1F36A.svg', backgroundColor: 'rgb(255, 241, 118)' },
      { id: 'snacks-crisps', labelKey: 'tessera.board.snacks.crisps', backgroundColor: 'rgb(255, 241, 118)' },
      {
        id: 'snacks-fruit',
        labelKey: 'tessera.board.snacks.fruit',
        image: '/symbols/tessera/more.svg',
        backgroundColor: 'rgb(187, 222, 251)',
        loadBoard: 'fruit',
      },
    ]);
  });

  it('fills a sized grid row by row and leaves the rest empty', () => {
    const board = keyedBoard({ id: 'b', grid: { rows: 2, columns: 2 }, tiles: [word('x', ''), word('y', ''), word('z', '')] });
    expect(board.isFixed).toBe(true);
    expect(board.grid).toEqual({
      rows: 2,
      columns: 2,
      order: [
        ['b-x', 'b-y'],
        ['b-z', null],
      ],
    });
  });

  it('places tiles by slug in a layout', () => {
    const board = keyedBoard({
      id: 'b',
      grid: [
        ['y', null],
        [null, 'x'],
      ],
      tiles: [word('x', ''), word('y', '')],
    });
    expect(board.grid).toEqual({
      rows: 2,
      columns: 2,
      order: [
        ['b-y', null],
        [null, 'b-x'],
      ],
    });
  });

  it('refuses duplicate tiles, too many tiles for the grid, and layouts naming unknown tiles', () => {
    expect(() => keyedBoard({ id: 'b', tiles: [word('x', ''), word('x', '1F36A')] })).toThrow('two tiles named x');
    expect(() => keyedBoard({ id: 'b', grid: { rows: 1, columns: 1 }, tiles: [word('x', ''), word('y', '')] })).toThrow('do not fit');
    expect(() => keyedBoard({ id: 'b', grid: [['nope']], tiles: [word('x', '')] })).toThrow('nope');
  });
});

describe('literalBoard', () => {
  it('keeps labels as written, ids from the label, and the folder tile type asked for', () => {
    const board = literalBoard({
      id: 'es',
      name: 'Preguntas',
      locale: 'es-ES',
      folderType: 'board',
      tiles: [word('¿Qué hora es?', ''), folder('Conversación', '', 'home')],
    });
    expect(board).toMatchObject({ name: 'Preguntas', locale: 'es-ES' });
    expect(board.nameKey).toBeUndefined();
    expect(board.tiles).toEqual([
      { id: 'es-que-hora-es', label: '¿Qué hora es?', backgroundColor: 'rgb(255, 241, 118)' },
      { id: 'es-conversacion', label: 'Conversación', backgroundColor: 'rgb(187, 222, 251)', loadBoard: 'home', type: 'board' },
    ]);
  });
});
