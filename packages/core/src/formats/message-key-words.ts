/*
 * Cboard names its built-in tiles and boards by message keys ('symbol.peopleActions.toWatchTv') and keeps their
 * words in its own catalogues, which a file does not carry. Imported, such a key becomes the words it spells, or
 * one of our own words when it names one (then the tile follows the interface language as our boards do).
 */

/** Words a camel-cased key writes without their apostrophe or capitals. */
const SPELLED: Readonly<Record<string, string>> = {
  i: 'I',
  im: "I'm",
  ive: "I've",
  ill: "I'll",
  cant: "can't",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  wont: "won't",
  lets: "let's",
  thats: "that's",
  whats: "what's",
  youre: "you're",
  tv: 'TV',
  dvd: 'DVD',
  cd: 'CD',
  pc: 'PC',
  ok: 'OK',
  usb: 'USB',
  wc: 'WC',
  gps: 'GPS',
};

/** How much of a key's last part is read: more than any label. */
const MAX_KEY_PART = 120;

/** The last part of a key: what names the word ('symbol.pronouns.I' → 'I'). */
export const keyLastPart = (key: string): string => key.slice(key.lastIndexOf('.') + 1);

/**
 * The words a message key spells: its last part split where a capital or a number starts a word, in lower case
 * but for the pronoun I, contractions and a few abbreviations ('toWatchTv' → 'to watch TV', 'imHungry' → "I'm
 * hungry", 'number10' → 'number 10'). '-' and '_' part words too.
 */
export function keyWords(key: string): string {
  // A key from a file may be of any length: only as much as a label holds is read (the patterns stay linear).
  const words = keyLastPart(key)
    .slice(0, MAX_KEY_PART)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return words.map((word) => SPELLED[word.toLowerCase()] ?? (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase())).join(' ');
}

/**
 * A text that is a message key rather than words: one token of letters, digits, dots, '_' or '-', with a dot or a
 * capital inside it ('picSeePalBoardDescription', 'cboard.board.home'); 'Food' and 'hello' are words.
 */
export const looksLikeMessageKey = (text: string): boolean => /^[A-Za-z][\w.-]*$/.test(text) && /[a-z0-9][A-Z.]|\.[A-Za-z]/.test(text);

/** One of our words: its key, its English text, and whether it is a verb (Cboard writes verbs 'to …'). */
export interface OwnWordEntry {
  key: string;
  text: string;
  verb?: boolean;
}

/** Our own words by their English text: the key a tile and a board take for each. */
export interface OwnWords {
  tileKey: (text: string) => string | undefined;
  boardKey: (text: string) => string | undefined;
}

const BOARD_KEY = /^tessera\.board\.[^.]+$/;

/**
 * An index of our English words (packages/content's: `tessera.board.<board>` names a board,
 * `tessera.board.<board>.<word>` a tile), found by their text in any case; 'to <verb>' finds a verb or a phrase, so
 * 'to fly' never becomes the insect. The first key of a text wins: a word on several of our boards is one word (content
 * leaves out a word that names two, such as 'watch').
 */
export function ownWordsIndex(entries: Iterable<OwnWordEntry>): OwnWords {
  const tiles = new Map<string, string>();
  const verbs = new Map<string, string>();
  const boards = new Map<string, string>();
  const add = (map: Map<string, string>, text: string, key: string) => map.has(text) || map.set(text, key);
  for (const { key, text, verb } of entries) {
    if (!key.startsWith('tessera.board.')) continue;
    const plain = text.trim().toLowerCase();
    if (BOARD_KEY.test(key)) add(boards, plain, key);
    else {
      add(tiles, plain, key);
      if (verb) add(verbs, plain, key);
    }
  }
  const tileKey = (text: string) => {
    const plain = text.trim().toLowerCase();
    const verb = plain.startsWith('to ') ? plain.slice(3) : undefined;
    // After 'to', a phrase ('watch TV') is one of doing whichever board it is on; a single word must be a verb.
    return tiles.get(plain) ?? (verb === undefined ? undefined : (verbs.get(verb) ?? (verb.includes(' ') ? tiles.get(verb) : undefined)));
  };
  return { tileKey, boardKey: (text) => boards.get(text.trim().toLowerCase()) };
}
