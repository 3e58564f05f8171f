import { symbolSrc, type CatalogueFile, type KeywordFile } from './catalogue-files';
import { normalizeText, wordsOf } from './normalize-text';

/** A picture the user uploaded, searchable by the label they gave it. */
export interface UserSymbol {
  id: string;
  src: string;
  label: string;
}

/** One language's words, as sorted arrays for prefix lookups by binary search. */
export interface IndexLayer {
  lang: string;
  /** Unique normalised keywords, sorted; keyShown and keySymbols run parallel to it. */
  keys: string[];
  keyShown: string[];
  keySymbols: number[][];
  /** Unique normalised single words of those keywords, sorted, with the symbols that have them. */
  words: string[];
  wordSymbols: number[][];
  /** Keywords as written (lower case, accents kept) → symbols: 'papá' (dad) ranks before 'papa' (potato). */
  written: Map<string, number[]>;
  /** Per symbol: its normalised name and shown name in this language, and how many keywords it has. */
  names: (string | undefined)[];
  labels: (string | undefined)[];
  counts: Uint16Array;
}

export interface SymbolIndex {
  ids: string[];
  srcs: string[];
  /** 1 for skin-tone variants, region flags, logos: ranked after every other match. */
  penalised: Uint8Array;
  /** 1 for OpenMoji's own additions: after Unicode emoji matched as well. */
  extras: Uint8Array;
  uploads: Uint8Array;
  /** In matching order: the interface language first, then English. */
  layers: IndexLayer[];
}

const NAME_PARTS = /\s*[:：]\s*/;

const sortedPostings = (map: Map<string, { shown: string; symbols: number[] }>) => {
  const keys = [...map.keys()].sort();
  return { keys, shown: keys.map((k) => map.get(k)?.shown ?? k), symbols: keys.map((k) => map.get(k)?.symbols ?? []) };
};

const addPosting = (map: Map<string, { shown: string; symbols: number[] }>, key: string, shown: string, symbol: number) => {
  const entry = map.get(key);
  if (!entry) map.set(key, { shown, symbols: [symbol] });
  else if (entry.symbols[entry.symbols.length - 1] !== symbol) entry.symbols.push(symbol);
};

function buildLayer(lang: string, words: (id: number) => string[] | undefined, count: number): IndexLayer {
  const keyMap = new Map<string, { shown: string; symbols: number[] }>();
  const wordMap = new Map<string, { shown: string; symbols: number[] }>();
  const writtenMap = new Map<string, { shown: string; symbols: number[] }>();
  const names: (string | undefined)[] = new Array(count);
  const labels: (string | undefined)[] = new Array(count);
  const counts = new Uint16Array(count);
  for (let symbol = 0; symbol < count; symbol += 1) {
    const list = words(symbol);
    if (!list?.length) continue;
    const [name = ''] = list;
    labels[symbol] = name;
    names[symbol] = normalizeText(name);
    counts[symbol] = Math.min(list.length, 0xffff);
    // 'flag: Spain' is also found by 'Spain'; 'waving hand: light skin tone' by 'waving hand'.
    const parts = NAME_PARTS.test(name) ? name.split(NAME_PARTS) : [];
    for (const shown of [...list, ...parts]) {
      const key = normalizeText(shown);
      if (!key) continue;
      addPosting(keyMap, key, shown, symbol);
      addPosting(writtenMap, shown.trim().toLowerCase(), shown, symbol);
      for (const word of wordsOf(key)) addPosting(wordMap, word, word, symbol);
    }
  }
  const keys = sortedPostings(keyMap);
  const wordList = sortedPostings(wordMap);
  const written = new Map([...writtenMap].map(([form, { symbols }]) => [form, symbols]));
  return {
    lang,
    keys: keys.keys,
    keyShown: keys.shown,
    keySymbols: keys.symbols,
    words: wordList.keys,
    wordSymbols: wordList.symbols,
    written,
    names,
    labels,
    counts,
  };
}

/**
 * Builds the in-memory index a search runs on: the user's uploads, then the catalogue's symbols in display order;
 * one layer per keyword file (interface language first, then English). Skin-tone variants share their base
 * symbol's keywords, so the files need only carry their names.
 */
export function buildSymbolIndex(catalogue: CatalogueFile, keywordFiles: KeywordFile[], uploads: UserSymbol[] = []): SymbolIndex {
  const ids = [...uploads.map((u) => u.id), ...catalogue.ids];
  const srcs = [...uploads.map((u) => u.src), ...catalogue.ids.map(symbolSrc)];
  const penalised = new Uint8Array(ids.length);
  const uploadFlags = new Uint8Array(ids.length);
  uploadFlags.fill(1, 0, uploads.length);
  const extras = new Uint8Array(ids.length);
  const oneOfMany = new Set(catalogue.penalised);
  const extraIds = new Set(catalogue.extras);
  catalogue.ids.forEach((id, i) => {
    if (catalogue.variantOf[id] || oneOfMany.has(id)) penalised[uploads.length + i] = 1;
    if (extraIds.has(id)) extras[uploads.length + i] = 1;
  });
  const layers = keywordFiles.map((file, fileIndex) =>
    buildLayer(
      file.lang,
      (symbol) => {
        if (symbol < uploads.length) return fileIndex === 0 ? [uploads[symbol]?.label ?? ''] : undefined;
        const id = ids[symbol] ?? '';
        const own = file.keywords[id];
        const base = catalogue.variantOf[id];
        const inherited = base ? file.keywords[base] : undefined;
        if (!inherited) return own;
        return [own?.[0] ?? inherited[0] ?? '', ...inherited];
      },
      ids.length,
    ),
  );
  return { ids, srcs, penalised, extras, uploads: uploadFlags, layers };
}
