import { randomBytes } from 'node:crypto';

const WORDS = [
  'I', 'you', 'want', 'like', 'go', 'stop', 'more', 'help', 'eat', 'drink', 'play', 'look', 'yes', 'no', 'please', 'thank you',
  'happy', 'sad', 'tired', 'hurt', 'hot', 'cold', 'big', 'little', 'here', 'there', 'in', 'out', 'up', 'down', 'on', 'off',
  'mom', 'dad', 'friend', 'teacher', 'home', 'school', 'park', 'toilet', 'water', 'milk', 'apple', 'bread', 'ball', 'book',
  'music', 'TV', 'what', 'where', 'who', 'when', 'why', 'finished', 'again', 'turn', 'wait', 'now', 'later', 'all done',
];
const COLOURS = ['rgb(255, 241, 118)', 'rgb(129, 199, 132)', 'rgb(100, 181, 246)', 'rgb(255, 183, 77)', 'rgb(206, 147, 216)', 'rgb(239, 154, 154)'];
const ROWS = 6;
const COLUMNS = 10;

/**
 * A board as people make them: 60 tiles on a fixed 6 x 10 grid, each with a label, a symbol and a colour; one in
 * ten a folder to another board, one in six with its own vocalization (about 11 KB of JSON).
 */
export const realisticBoard = ({ email = 'owner@example.org', isPublic = true } = {}) => {
  const id = randomBytes(12).toString('hex');
  const tiles = WORDS.map((word, t) => ({
    id: `${id.slice(-6)}-${t}`,
    label: word,
    labelKey: `tessera.board.core.${word.replace(/ /g, '_')}`,
    ...(t % 6 === 0 && { vocalization: `I would like to say ${word}` }),
    image: `/symbols/openmoji/1F${(0x600 + t * 7).toString(16).toUpperCase()}.svg`,
    backgroundColor: COLOURS[t % COLOURS.length],
    borderColor: 'rgb(0, 0, 0)',
    ...(t % 10 === 9 ? { type: 'folder', loadBoard: randomBytes(12).toString('hex') } : { type: 'button' }),
  }));
  return {
    schemaVersion: 1,
    id,
    name: 'Core words',
    nameKey: 'tessera.board.core',
    description: 'Sixty everyday words on a fixed grid',
    author: 'Ada',
    email,
    isPublic,
    locale: 'en-US',
    format: 'tessera',
    lastEdited: '2026-11-20T10:15:00.000Z',
    tiles,
    grid: { rows: ROWS, columns: COLUMNS, order: Array.from({ length: ROWS }, (_, r) => tiles.slice(r * COLUMNS, (r + 1) * COLUMNS).map((tile) => tile.id)) },
    cellSize: 'medium',
  };
};
