import { describe, expect, it } from 'vitest';
import { builtInBoardsById, classicBoards, contentMessagesEn, coreBoards, partnerBoards, spanishBoards } from './index.ts';
import { folderTargets, label, reachableFrom } from './testing/board-graph.ts';

const YELLOW = 'rgb(255, 241, 118)';
const BLUE = 'rgb(187, 222, 251)';

// Written out from spec 01 §1 rather than taken from our own list, so a topic dropped there fails here.
const SPEC_CLASSIC_TOPICS = [
  'emotions',
  'quick-chat',
  'food',
  'drinks',
  'snacks',
  'activities',
  'body',
  'face',
  'clothing',
  'accessories',
  'colours',
  'numbers',
  'shapes',
  'school',
  'people',
  'family',
  'actions',
  'places',
  'countries',
  'transport',
  'weather',
  'sports',
  'toys',
  'questions',
  'kitchen',
  'technology',
  'plants',
  'position',
  'describe',
  'hygiene',
  'furniture',
  'medical',
  'time',
  'animals',
  'vegetables',
  'fruit',
  'soup',
];

describe('the classic English set', () => {
  const root = builtInBoardsById.get('root')!;

  it('has a home board with id root, a name and a nameKey', () => {
    expect(root).toMatchObject({ id: 'root', name: 'root', nameKey: 'tessera.board.root' });
    expect(contentMessagesEn['tessera.board.root']).toBe('Home');
  });

  it.each(SPEC_CLASSIC_TOPICS)('opens %s straight from the home board', (topic) => {
    expect(folderTargets(root)).toContain(topic);
    expect(builtInBoardsById.get(topic)?.tiles.length).toBeGreaterThan(0);
  });

  it('reaches every classic board from the home board, hand washing and tooth brushing through hygiene', () => {
    expect([...reachableFrom('root')].sort()).toEqual(classicBoards.map((board) => board.id).sort());
    expect(folderTargets(builtInBoardsById.get('hygiene')!)).toEqual(['hand-washing', 'brush-teeth']);
  });

  it('colours normal tiles yellow and folder tiles blue, with translatable labels only', () => {
    for (const board of classicBoards) {
      for (const tile of board.tiles) {
        expect(tile.backgroundColor, tile.id).toBe(tile.loadBoard ? BLUE : YELLOW);
        expect(tile.labelKey, tile.id).toMatch(/^tessera\.board\.[a-z-]+\.[a-z-]+$/);
        expect(tile.label).toBeUndefined();
      }
    }
  });
});

describe('the core board', () => {
  const core = builtInBoardsById.get('core-root')!;

  it('is a full, fixed 11 by 6 grid', () => {
    expect(core.isFixed).toBe(true);
    expect(core.grid).toMatchObject({ rows: 6, columns: 11 });
    expect(core.grid!.order.flat()).not.toContain(null);
  });

  it('holds the high-frequency core words', () => {
    const words = core.grid!.order.flat().map((id) => label(core, id));
    for (const word of ['I', 'you', 'want', 'go', 'more', 'stop', 'help', 'like', 'not', 'yes', 'no', 'what', 'the', 'in']) expect(words).toContain(word);
  });

  it('opens people, actions, describe and categories boards, each with real words', () => {
    expect(folderTargets(core)).toEqual(['core-people', 'core-actions', 'core-describe', 'core-category']);
    for (const id of folderTargets(core)) expect(builtInBoardsById.get(id)!.tiles.length).toBeGreaterThanOrEqual(24);
    const reachable = reachableFrom('core-root');
    for (const board of coreBoards) expect(reachable.has(board.id), board.id).toBe(true);
    // The categories board opens topic boards of the classic set, never its home board.
    expect(reachable.has('root')).toBe(false);
    expect(folderTargets(builtInBoardsById.get('core-category')!)).toHaveLength(30);
  });

  it('colours words by kind: pronouns yellow, verbs green, describing words purple, folders blue', () => {
    const colourOf = (text: string) => core.tiles.find((tile) => label(core, tile.id) === text)?.backgroundColor;
    expect(colourOf('I')).toBe('rgb(255, 241, 118)');
    expect(colourOf('want')).toBe('rgb(197, 225, 165)');
    expect(colourOf('big')).toBe('rgb(225, 190, 231)');
    expect(colourOf('people')).toBe('rgb(100, 181, 246)');
    const kinds = new Set(core.tiles.map((tile) => tile.backgroundColor));
    expect(kinds.size).toBeGreaterThanOrEqual(6);
  });
});

describe('the Spanish sets', () => {
  it('write Spanish labels directly, in es-ES, with no message keys', () => {
    for (const board of [...partnerBoards, ...spanishBoards]) {
      expect(board.locale, board.id).toBe('es-ES');
      expect(board.nameKey).toBeUndefined();
      for (const tile of board.tiles) {
        expect(tile.label, tile.id).toBeTruthy();
        expect(tile.labelKey).toBeUndefined();
      }
    }
  });

  it("use tile type board for the partner boards' folders, and link questions and conversation both ways", () => {
    for (const board of partnerBoards) {
      for (const tile of board.tiles.filter((candidate) => candidate.loadBoard)) expect(tile.type, tile.id).toBe('board');
    }
    expect(reachableFrom('partner-root')).toEqual(new Set(['partner-root', 'partner-ask']));
    expect(folderTargets(builtInBoardsById.get('partner-ask')!)).toEqual(['partner-root']);
  });

  it('reach every pre-made Spanish board from its home board', () => {
    expect([...reachableFrom('es-root')].sort()).toEqual(spanishBoards.map((board) => board.id).sort());
    const names = spanishBoards.map((board) => board.name);
    for (const name of [
      'Sentimientos',
      'Frases',
      'Comida',
      'Bebidas',
      'Familia',
      'Deportes',
      'Ropa',
      'Aficiones',
      'Higiene',
      'Colegio',
      'Partes del cuerpo',
      'Acciones',
      'Juguetes',
      'Preguntas',
    ]) {
      expect(names).toContain(name);
    }
  });
});
