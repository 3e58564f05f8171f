import { describe, expect, it } from 'vitest';
import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';
import { boardPaths, buildWordIndex } from './word-finder.ts';

const board = (id: string, tiles: Tile[], extra: Partial<Board> = {}): Board => ({ id, name: id, isPublic: false, tiles, ...extra });
const folder = (id: string, loadBoard: string, extra: Partial<Tile> = {}): Tile => ({ id, label: loadBoard, loadBoard, ...extra });
const word = (id: string, label: string, extra: Partial<Tile> = {}): Tile => ({ id, label, ...extra });
const keyed = (...boards: Board[]) => Object.fromEntries(boards.map((each) => [each.id, each]));

// Home › Food › Fruit › apple; Home › Snacks › Fruit is longer; Fruit › Home loops back; Secret is reached only through
// a hidden folder; Attic has no folder leading to it.
const boards = keyed(
  board('root', [folder('t-food', 'food'), folder('t-snacks', 'snacks'), folder('t-secret', 'secret', { hidden: true }), word('t-hi', 'hello')]),
  board('food', [folder('t-fruit', 'fruit'), word('t-bread', 'bread')]),
  board('snacks', [folder('t-fruit2', 'more'), word('t-chips', 'chips')]),
  board('more', [folder('t-fruit3', 'fruit')]),
  board('fruit', [
    word('t-apple', 'apple', { image: '/symbols/openmoji/1F34E.svg' }),
    word('t-pine', 'pineapple'),
    folder('t-home', 'root'),
    word('t-gone', 'banana', { hidden: true }),
  ]),
  board('secret', [word('t-cake', 'cake')]),
  board('attic', [word('t-apple-old', 'Apple juice')]),
);

describe('boardPaths', () => {
  it('takes the fewest presses, walks a loop once, and never goes through a hidden folder', () => {
    const paths = boardPaths(boards, 'root');
    expect(paths.get('root')).toEqual([]);
    expect(paths.get('fruit')).toEqual([
      { boardId: 'root', tileId: 't-food' },
      { boardId: 'food', tileId: 't-fruit' },
    ]);
    expect(paths.get('more')).toEqual([
      { boardId: 'root', tileId: 't-snacks' },
      { boardId: 'snacks', tileId: 't-fruit2' },
    ]);
    expect(paths.has('secret')).toBe(false);
    expect(paths.has('attic')).toBe(false);
  });

  it("follows a folder naming a built-in board to the account's own copy of it", () => {
    const own = keyed(
      board('local-1', [folder('t-e', 'emotions')], { originId: 'root' }),
      board('emotions-copy', [word('t-happy', 'happy')], { originId: 'emotions' }),
    );
    expect(boardPaths(own, 'root').get('emotions-copy')).toEqual([{ boardId: 'local-1', tileId: 't-e' }]);
  });

  it('answers nothing when the root board is missing', () => {
    expect(boardPaths({}, 'root').size).toBe(0);
  });
});

describe('buildWordIndex', () => {
  const index = buildWordIndex(boards, 'root');

  it('finds a word with the folders that lead to it, its picture, and the exact label before longer ones', () => {
    const [first, second, third] = index.search('apple');
    expect(first).toEqual({
      boardId: 'fruit',
      tileId: 't-apple',
      label: 'apple',
      image: '/symbols/openmoji/1F34E.svg',
      path: [
        { boardId: 'root', tileId: 't-food' },
        { boardId: 'food', tileId: 't-fruit' },
      ],
    });
    // A word of the label next ("Apple juice", on a board nothing leads to: no path), then a word inside a word.
    expect(second).toMatchObject({ tileId: 't-apple-old', path: null });
    expect(third).toMatchObject({ tileId: 't-pine' });
  });

  it('ignores case and accents, finds by the beginning of a word, and skips hidden tiles and folders', () => {
    expect(index.search('APPLÉ')[0]?.tileId).toBe('t-apple');
    expect(index.search('bre').map((found) => found.tileId)).toEqual(['t-bread']);
    expect(index.search('banana')).toEqual([]);
    expect(index.search('snacks')).toEqual([]);
    expect(index.search('  ')).toEqual([]);
  });

  it('finds a tile by what it says, and a tile on a board only a hidden folder opens, with no path', () => {
    const said = buildWordIndex(keyed(board('root', [word('t-1', 'drink', { vocalization: 'I am thirsty' })])), 'root');
    expect(said.search('thirsty')[0]).toMatchObject({ tileId: 't-1', label: 'drink', path: [] });
    expect(index.search('cake')[0]).toMatchObject({ tileId: 't-cake', path: null });
  });

  it("reads a built-in tile's words through the caller (its label may be a translation)", () => {
    const translated = buildWordIndex(keyed(board('root', [{ id: 't-1', labelKey: 'words.apple' }])), 'root', () => ({ label: 'manzana' }));
    expect(translated.search('manz')[0]).toMatchObject({ tileId: 't-1', label: 'manzana' });
  });

  it('finds among 2,000 boards of 40 tiles each', () => {
    const many: Board[] = [
      board(
        'root',
        Array.from({ length: 40 }, (_, i) => folder(`f-${i}`, `b-${i}`)),
      ),
    ];
    for (let b = 0; b < 2000; b += 1)
      many.push(
        board(
          `b-${b}`,
          Array.from({ length: 40 }, (_, t) => word(`w-${b}-${t}`, `word ${b} ${t}`)),
        ),
      );
    many.push(board('b-1999-x', [word('needle', 'banana')]));
    const big = buildWordIndex(keyed(...many), 'root');
    expect(big.size).toBe(2000 * 40 + 1);
    expect(big.search('banana')).toEqual([{ boardId: 'b-1999-x', tileId: 'needle', label: 'banana', image: undefined, path: null }]);
    expect(big.search('word 12 3', 5).map((found) => found.tileId)).toEqual(['w-12-3', 'w-12-30', 'w-12-31', 'w-12-32', 'w-12-33']);
  });

  it('answers what sorting every match would put first, kind of match, then presses, then label length', () => {
    const syllables = ['ba', 'na', 'an', 'ap', 'pl', 'le', 'e', 'ca', 'fe'];
    const many: Board[] = Array.from({ length: 60 }, (_, b) =>
      board(`m${b}`, [
        ...(b < 59 ? [folder(`to-${b + 1}`, `m${b + 1}`)] : []),
        ...Array.from({ length: 12 }, (_, t) =>
          word(`m${b}-${t}`, [syllables[(b * 5 + t) % 9], syllables[(b + t * 7) % 9], t % 3 ? ` ${syllables[t % 9]}` : ''].join('')),
        ),
      ]),
    );
    const index = buildWordIndex(keyed(...many), 'm0');
    for (const query of ['a', 'ba', 'na', 'e', 'apple', 'le ca', 'zz']) {
      // The reference: every tile scored and sorted, as the finder did before it kept only the first of each kind.
      const folded = query.toLowerCase();
      const reference = many
        .flatMap((each, depth) => each.tiles.filter((tile) => !tile.loadBoard).map((tile) => ({ tile, depth, label: tile.label ?? '' })))
        .filter(({ label }) => label.includes(folded))
        .map((entry) => {
          const words = entry.label.split(' ');
          const score = entry.label === folded ? 0 : words.includes(folded) ? 1 : words.some((w) => w.startsWith(folded)) ? 2 : 3;
          return { ...entry, score };
        })
        .sort((a, b) => a.score - b.score || a.depth - b.depth || a.label.length - b.label.length)
        .slice(0, 20)
        .map(({ tile }) => tile.id);
      expect(
        index.search(query, 20).map((found) => found.tileId),
        query,
      ).toEqual(reference);
    }
  });
});
