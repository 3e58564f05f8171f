import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importBoardFile, type ImportOptions } from './import-board-file.ts';
import { ownWordsIndex } from './message-key-words.ts';
import { writeCboardJson } from './cboard-json.ts';
import { writeObf } from './obz-write.ts';
import { MAX_PICTURE_SEARCHES } from './suggested-pictures.ts';

let counter = 0;
const json = (value: unknown) => strToU8(JSON.stringify(value));
const ownWords = ownWordsIndex([
  { key: 'tessera.board.people', text: 'People' },
  { key: 'tessera.board.root.people', text: 'people' },
  { key: 'tessera.board.activities.watch-tv', text: 'watch TV', verb: true },
  { key: 'tessera.board.quick-chat.yes', text: 'yes' },
]);
const options: ImportOptions = { newId: () => `n${(counter += 1)}`, owner: {}, locale: 'en-GB', ownWords };

async function importCboard(boards: unknown[], extra: Partial<ImportOptions> = {}) {
  const outcome = await importBoardFile('board.json', json(boards), { ...options, ...extra });
  if (!outcome.ok) throw new Error(outcome.problem.kind);
  return outcome.boards;
}

describe("another app's message keys become words", () => {
  it("a tile: our key where it names one of our words (translated as ours are), else the key's words; the other key goes", async () => {
    const [board] = await importCboard([
      {
        id: 'a',
        name: 'A',
        tiles: [
          { id: '1', labelKey: 'symbol.peopleActions.toWatchTv' },
          { id: '2', labelKey: 'symbol.peopleActions.toShout' },
          { id: '3', labelKey: 'cboard.symbol.yes', label: 'sí' },
          { id: '4', labelKey: 'navigation.print' },
          { id: '5', labelKey: 'tessera.board.quick-chat.yes' },
          { id: '6', label: 'plain' },
        ],
      },
    ]);
    expect(board?.tiles.map(({ label, labelKey }) => ({ label, labelKey }))).toEqual([
      { label: 'to watch TV', labelKey: 'tessera.board.activities.watch-tv' },
      { label: 'to shout', labelKey: undefined },
      { label: 'sí', labelKey: 'tessera.board.quick-chat.yes' },
      { label: 'print', labelKey: undefined },
      { label: undefined, labelKey: 'tessera.board.quick-chat.yes' },
      { label: 'plain', labelKey: undefined },
    ]);
  });

  it("a board: our board's key and name where it names one, else its own name, else the key's words; a key as description goes", async () => {
    const boards = await importCboard([
      { id: 'a', name: 'Universal Core 11x6', description: 'picSeePalBoardDescription', tiles: [] },
      { id: 'b', nameKey: 'symbol.electricalComputer.computerKeyboard', tiles: [] },
      { id: 'c', nameKey: 'cboard.symbol.people', tiles: [] },
      { id: 'd', name: 'Mine', nameKey: 'cboard.symbol.mine', description: 'Words for the morning.', tiles: [] },
      { id: 'e', nameKey: 'tessera.board.people', name: 'people', tiles: [] },
    ]);
    expect(boards.map(({ name, nameKey, description }) => ({ name, nameKey, description }))).toEqual([
      { name: 'Universal Core 11x6', nameKey: undefined, description: undefined },
      { name: 'Computer keyboard', nameKey: undefined, description: undefined },
      { name: 'people', nameKey: 'tessera.board.people', description: undefined },
      { name: 'Mine', nameKey: undefined, description: 'Words for the morning.' },
      { name: 'people', nameKey: 'tessera.board.people', description: undefined },
    ]);
  });

  it("without our words, still words and no other app's key", async () => {
    const [board] = await importCboard([{ id: 'a', nameKey: 'x.toys', tiles: [{ id: '1', labelKey: 'symbol.peopleActions.toWatchTv' }] }], {
      ownWords: undefined,
    });
    expect(board).toMatchObject({ name: 'Toys', tiles: [{ label: 'to watch TV' }] });
    expect(board?.tiles[0]?.labelKey).toBeUndefined();
  });
});

describe('a picture that could not be had', () => {
  const searched: string[] = [];
  const suggestPicture = async (label: string, locale: string, labelKey: string | undefined) => {
    searched.push(`${locale}:${label}${labelKey ? `:${labelKey}` : ''}`);
    return label === 'nothing like it' ? undefined : `/symbols/openmoji/${label.length}.svg`;
  };

  it("becomes our best match for the label in the board's language, marked; one search per label", async () => {
    searched.length = 0;
    const boards = await importCboard(
      [
        {
          id: 'a',
          name: 'A',
          locale: 'es-ES',
          tiles: [
            { id: '1', labelKey: 'cboard.symbol.yes', image: '/symbols/arasaac/yes.png' },
            { id: '2', label: 'yes', image: '/symbols/arasaac/yes.png' },
            { id: '3', label: 'nothing like it', image: '/symbols/mulberry/x.svg' },
            { id: '4', label: 'kept', image: 'https://example.org/kept.png' },
            { id: '5', label: 'none' },
          ],
        },
        { id: 'b', name: 'B', tiles: [{ id: '1', label: 'hello', image: 'relative/hello.png' }] },
      ],
      { suggestPicture },
    );
    expect(boards[0]?.tiles.map(({ image, imageSuggested }) => ({ image, imageSuggested }))).toEqual([
      { image: '/symbols/openmoji/3.svg', imageSuggested: true },
      { image: '/symbols/openmoji/3.svg', imageSuggested: true },
      { image: undefined, imageSuggested: undefined },
      { image: 'https://example.org/kept.png', imageSuggested: undefined },
      { image: undefined, imageSuggested: undefined },
    ]);
    expect(boards[1]?.tiles[0]).toMatchObject({ image: '/symbols/openmoji/5.svg', imageSuggested: true });
    expect(searched.sort()).toEqual(['en-GB:hello', 'es-ES:nothing like it', 'es-ES:yes', 'es-ES:yes:tessera.board.quick-chat.yes']);
  });

  it('in an OBF: a button whose image is not in the file; a search that fails leaves the tile without one', async () => {
    const obf = {
      format: 'open-board-0.1',
      id: 'b',
      name: 'B',
      buttons: [
        { id: '1', label: 'cat', image_id: 'gone' },
        { id: '2', label: 'dog', image_id: 'i2' },
      ],
      images: [{ id: 'i2', path: 'images/dog.png' }],
    };
    const outcome = await importBoardFile('b.obf', json(obf), {
      ...options,
      suggestPicture: async (label) => (label === 'dog' ? Promise.reject(new Error('offline')) : '/symbols/openmoji/1F408.svg'),
    });
    expect(outcome.ok && outcome.boards[0]?.tiles.map(({ image, imageSuggested }) => ({ image, imageSuggested }))).toEqual([
      { image: '/symbols/openmoji/1F408.svg', imageSuggested: true },
      { image: undefined, imageSuggested: undefined },
    ]);
  });
});

describe('a suggested picture in our own files', () => {
  it('stays marked through an OBF and a Cboard file of ours', async () => {
    const board = { id: 'b', name: 'B', isPublic: false, tiles: [{ id: 't', label: 'cat', image: '/symbols/openmoji/1F408.svg', imageSuggested: true }] };
    const keep = { ...options, keepSource: (src: string) => src.startsWith('/symbols/') };
    const obf = await importBoardFile('b.obf', strToU8(writeObf(board, { media: new Map() })), keep);
    const cboard = await importBoardFile('b.json', strToU8(writeCboardJson([board], new Map())), keep);
    for (const outcome of [obf, cboard])
      expect(outcome.ok && outcome.boards[0]?.tiles[0]).toMatchObject({ image: '/symbols/openmoji/1F408.svg', imageSuggested: true });
  });
});

describe('a hostile file', () => {
  it('costs no more than a bounded number of picture searches, and a key of 200,000 capitals is read in a moment', async () => {
    let searches = 0;
    const suggestPicture = async () => {
      searches += 1;
      return undefined;
    };
    const tiles = Array.from({ length: 2000 }, (_, i) => ({ id: `t${i}`, label: `word ${i}`, image: '/lost.png' }));
    const boards = Array.from({ length: 2 }, (_, b) => ({ id: `b${b}`, name: 'x', tiles: tiles.map((tile) => ({ ...tile, label: `${tile.label} ${b}` })) }));
    await importCboard(boards, { suggestPicture });
    expect(searches).toBe(MAX_PICTURE_SEARCHES);

    const started = Date.now();
    const [board] = await importCboard([{ id: 'a', name: 'A', tiles: [{ id: '1', labelKey: `x.${'A'.repeat(200_000)}` }] }]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(board?.tiles[0]?.label?.length).toBeLessThanOrEqual(120);
  });
});
