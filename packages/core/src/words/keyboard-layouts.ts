import { baseLanguage } from '../locales/locales.ts';
import type { KeyboardOrder } from './keyboard-orders.ts';

export type KeyboardScript = 'latin' | 'cyrillic' | 'greek' | 'arabic' | 'hebrew' | 'devanagari' | 'bengali' | 'thai' | 'khmer' | 'sinhala' | 'kana';

/** One language's letters: its alphabet in order and, where it has one, its usual keyboard's rows of letters. */
type LetterSet = {
  script: KeyboardScript;
  alphabet: string;
  /** The usual keyboard's letter rows, each a string of letters (or space-separated keys when a key is two characters). */
  usual?: readonly string[];
  punctuation?: readonly string[];
};

const QWERTY = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const QWERTZ = ['qwertzuiop', 'asdfghjkl', 'yxcvbnm'];
const LATIN = 'abcdefghijklmnopqrstuvwxyz';

const latin = (extra: string, usual: readonly string[], alphabet = LATIN + extra): LetterSet => ({ script: 'latin', alphabet, usual });

/**
 * Every language of the app's catalogues with a keyboard of its own. Chinese and Korean have none: their words are
 * written with an input method that turns keys into characters or syllable blocks (docs/LANGUAGES.md); their keyboard
 * is the English one.
 */
const LETTERS: Readonly<Record<string, LetterSet>> = {
  en: latin('', QWERTY),
  id: latin('', QWERTY),
  nl: latin('', QWERTY),
  it: latin('àèéìòù', [...QWERTY.slice(0, 2), 'zxcvbnmàèéìòù']),
  pt: latin('çáâãàéêíóôõú', ['qwertyuiop', 'asdfghjklç', 'zxcvbnm', 'áâãàéêíóôõú']),
  es: latin('ñáéíóúü', ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm', 'áéíóúü'], 'abcdefghijklmnñopqrstuvwxyzáéíóúü'),
  fr: latin('àâæçéèêëîïôœùûüÿ', ['azertyuiop', 'qsdfghjklm', 'wxcvbn', 'àâæçéèêëîïôœùûüÿ']),
  de: latin('äöüß', ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnmß']),
  da: latin('æøå', ['qwertyuiopå', 'asdfghjklæø', 'zxcvbnm']),
  no: latin('æøå', ['qwertyuiopå', 'asdfghjkløæ', 'zxcvbnm']),
  sv: latin('åäö', ['qwertyuiopå', 'asdfghjklöä', 'zxcvbnm']),
  fi: latin('åäö', ['qwertyuiopå', 'asdfghjklöä', 'zxcvbnm']),
  cs: latin('áčďéěíňóřšťúůýž', [...QWERTZ, 'áčďéěíňóřšťúůýž']),
  sk: latin('áäčďéíĺľňóôŕšťúýž', [...QWERTZ, 'áäčďéíĺľňóôŕšťúýž']),
  pl: latin('ąćęłńóśźż', [...QWERTY, 'ąćęłńóśźż'], 'aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż'),
  hr: latin('čćđšž', ['qwertzuiopš', 'asdfghjklčć', 'yxcvbnmđž'], 'abcčćdđefghijklmnopqrsštuvwxyzž'),
  'sr-Latn': latin('čćđšž', ['qwertzuiopš', 'asdfghjklčć', 'yxcvbnmđž'], 'abcčćdđefghijklmnopqrsštuvwxyzž'),
  hu: latin('áéíóöőúüű', ['qwertzuiopőú', 'asdfghjkléáű', 'yxcvbnmöüó', 'í'], 'aábcdeéfghiíjklmnoóöőpqrstuúüűvwxyz'),
  ro: latin('ăâîșț', [...QWERTY, 'ăâîșț'], 'aăâbcdefghiîjklmnopqrsștțuvwxyz'),
  sq: latin('çë', ['qwertzuiopç', 'asdfghjklë', 'yxcvbnm'], 'abcçdeëfghijklmnopqrstuvwxyz'),
  tr: latin('çğıöşü', ['qwertyuıopğü', 'asdfghjklşi', 'zxcvbnmöç'], 'abcçdefgğhıijklmnoöpqrsştuüvwxyz'),
  // Vietnamese letters, then the five tone marks, each laid on the vowel before it.
  vi: latin(
    '',
    ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'ăâđêôơư', '\u0300 \u0301 \u0309 \u0303 \u0323'],
    'aăâbcdđeêfghijklmnoôơpqrstuưvwxyz\u0300\u0301\u0309\u0303\u0323',
  ),
  ru: {
    script: 'cyrillic',
    alphabet: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
    usual: ['йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбюё'],
  },
  uk: {
    script: 'cyrillic',
    alphabet: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя',
    usual: ['йцукенгшщзхї', 'фівапролджє', 'ячсмитьбюґ'],
  },
  be: {
    script: 'cyrillic',
    alphabet: 'абвгдеёжзійклмнопрстуўфхцчшыьэюя',
    usual: ['йцукенгшўзх', 'фывапролджэ', 'ячсмітьбюё'],
  },
  bg: {
    script: 'cyrillic',
    alphabet: 'абвгдежзийклмнопрстуфхцчшщъьюя',
    usual: ['явертъуиопшщ', 'асдфгхйклю', 'зьцжбнмч'],
  },
  mk: {
    script: 'cyrillic',
    alphabet: 'абвгдѓежзѕијклљмнњопрстќуфхцчџш',
    usual: ['љњертѕуиопшѓ', 'асдфгхјклчќж', 'зџцвбнм'],
  },
  sr: {
    script: 'cyrillic',
    alphabet: 'абвгдђежзијклљмнњопрстћуфхцчџш',
    usual: ['љњертзуиопшђ', 'асдфгхјклчћж', 'џцвбнм'],
  },
  el: {
    script: 'greek',
    alphabet: 'αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋ',
    usual: ['ςερτυθιοπ', 'ασδφγηξκλ', 'ζχψωβνμ', 'άέήίόύώϊϋ'],
    punctuation: [',', '.', ';', '!'],
  },
  ar: {
    script: 'arabic',
    alphabet: 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةى',
    usual: ['ضصثقفغعهخحجد', 'شسيبلاتنمكط', 'ئءؤرىةوزظذ', 'أإآ'],
    punctuation: ['،', '.', '؟', '!'],
  },
  he: {
    script: 'hebrew',
    alphabet: 'אבגדהוזחטיכךלמםנןסעפףצץקרשת',
    usual: ['קראטוןםפ', 'שדגכעיחלךף', 'זסבהנמצתץ'],
  },
  hi: {
    script: 'devanagari',
    alphabet: 'अआइईउऊऋएऐओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहािीुूृेैोौंःँ्',
    punctuation: [',', '।', '?', '!'],
  },
  ne: {
    script: 'devanagari',
    alphabet: 'अआइईउऊऋएऐओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहािीुूृेैोौंःँ्',
    punctuation: [',', '।', '?', '!'],
  },
  bn: {
    script: 'bengali',
    alphabet: 'অআইঈউঊঋএঐওঔকখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহড়ঢ়য়ৎািীুূৃেৈোৌংঃঁ্',
    punctuation: [',', '।', '?', '!'],
  },
  th: {
    script: 'thai',
    alphabet: 'กขฃคฅฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮะัาำิีึืุูเแโใไ็่้๊๋์',
  },
  km: {
    script: 'khmer',
    alphabet: 'កខគឃងចឆជឈញដឋឌឍណតថទធនបផពភមយរលវសហឡអឥឦឧឪឫឬឭឮឯឰឱឲឳាិីឹឺុូួើឿៀេែៃោៅំះ់្',
    punctuation: [',', '។', '?', '!'],
  },
  si: {
    script: 'sinhala',
    alphabet: 'අආඇඈඉඊඋඌඑඒඓඔඕඖකඛගඝඞචඡජඣඤටඨඩඪණතථදධනපඵබභමයරලවශෂසහළෆාැෑිීුූෘෙේෛොෝෞංඃ්',
  },
  // Hiragana in the order of the kana table; kanji come from an input method the keyboard does not have.
  ja: {
    script: 'kana',
    alphabet:
      'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽゃゅょっー',
    punctuation: ['、', '。', '？', '！'],
  },
};

/** The catalogues whose language gets the English keyboard, and why (docs/LANGUAGES.md says the same). */
export const LANGUAGES_WITHOUT_KEYBOARD: Readonly<Record<string, string>> = {
  zh: 'Chinese characters are chosen through an input method (pinyin, stroke), not typed letter by letter.',
  ko: 'Hangul letters must be put together into syllable blocks by an input method, which the keyboard does not have yet.',
};

/** Latin-written Serbian (the app's sr-SP and sr-ME catalogues); plain sr is Cyrillic. */
const LATIN_SERBIAN: ReadonlySet<string> = new Set(['sr-sp', 'sr-me', 'sr-latn']);

const DEFAULT_PUNCTUATION = [',', '.', '?', '!'];
const DIGITS = '1234567890';
/** Letters per row when the alphabet is laid out in order. */
const ABC_ROW_LENGTH = 10;

export type KeyboardLayout = {
  /** The language whose letters these are ('en' for a language without a keyboard of its own). */
  language: string;
  script: KeyboardScript;
  direction: 'ltr' | 'rtl';
  order: KeyboardOrder;
  /** The letter keys, row by row, each key the text it types. */
  letters: string[][];
  digits: string[];
  punctuation: string[];
};

const RTL_SCRIPTS: ReadonlySet<KeyboardScript> = new Set(['arabic', 'hebrew']);

// A nukta makes a letter of the one before it (Bengali ড় is ড and ়: Unicode keeps the two apart).
const NUKTA = /^[\u093c\u09bc]$/u;

const keysOf = (row: string): string[] =>
  row.includes(' ')
    ? row.split(' ')
    : [...row].reduce<string[]>((keys, char) => (NUKTA.test(char) && keys.length > 0 ? [...keys.slice(0, -1), keys.at(-1)! + char] : [...keys, char]), []);

function inRows(alphabet: string): string[][] {
  const letters = keysOf(alphabet);
  // Even rows: as many rows as ABC_ROW_LENGTH needs, the letters shared out between them.
  const rows = Math.ceil(letters.length / ABC_ROW_LENGTH);
  const perRow = Math.ceil(letters.length / rows);
  return Array.from({ length: rows }, (_, row) => letters.slice(row * perRow, (row + 1) * perRow));
}

function lettersFor(locale: string): [string, LetterSet] {
  const lower = locale.toLowerCase();
  if (LATIN_SERBIAN.has(lower)) return ['sr-Latn', LETTERS['sr-Latn']!];
  const language = baseLanguage(locale);
  const own = LETTERS[language];
  return own ? [language, own] : ['en', LETTERS.en!];
}

/**
 * The keyboard board's keys for a locale: its language's letters in alphabet order ('abc') or as its usual keyboard
 * has them ('usual'; a language without a usual layout here keeps the alphabet's order), then digits and a few
 * punctuation keys of its script. Arabic and Hebrew run right to left.
 */
export function keyboardLayout(locale: string, order: KeyboardOrder): KeyboardLayout {
  const [language, set] = lettersFor(locale);
  const letters = order === 'usual' && set.usual ? set.usual.map(keysOf) : inRows(set.alphabet);
  return {
    language,
    script: set.script,
    direction: RTL_SCRIPTS.has(set.script) ? 'rtl' : 'ltr',
    order: order === 'usual' && set.usual ? 'usual' : 'abc',
    letters,
    digits: [...DIGITS],
    punctuation: [...(set.punctuation ?? DEFAULT_PUNCTUATION)],
  };
}

/** Whether a locale's language has a usual keyboard order of its own (else only ABC is offered). */
export const hasUsualKeyboardOrder = (locale: string): boolean => lettersFor(locale)[1].usual !== undefined;

/** The punctuation keys end a word and join the output as text of their own ("?" after "juice"). */
export const isWordEnd = (key: string): boolean => /^[\p{P}\s]+$/u.test(key);
