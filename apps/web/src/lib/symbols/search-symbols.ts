import type { IndexLayer, SymbolIndex } from './build-symbol-index';
import { matchScore } from './match-score';
import { normalizeText, wordsOf } from './normalize-text';

/** One local search result: the picture, the name it has in the language that matched, and the keyword that did. */
export interface SymbolMatch {
  id: string;
  src: string;
  label: string;
  keyword: string;
  lang: string;
  isUpload: boolean;
}

export interface SearchOptions {
  /** Up to 16 suggestions (spec 01 §9). */
  limit?: number;
  /** False when the user unticked the built-in set: only their own uploads are searched. */
  includeCatalogue?: boolean;
}

/** How well a keyword matched, best first: the whole keyword, a whole word of it, the start of one, anywhere. */
const Tier = { Exact: 0, Word: 1, Prefix: 2, Substring: 3, AllWords: 4 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

const lowerBound = (sorted: string[], value: string): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? '') < value) low = mid + 1;
    else high = mid;
  }
  return low;
};

/** Symbols of a layer having a word that starts with the given one. */
const wordPrefixSymbols = (layer: IndexLayer, word: string): Set<number> => {
  const found = new Set<number>();
  for (let i = lowerBound(layer.words, word); i < layer.words.length && (layer.words[i] ?? '').startsWith(word); i += 1) {
    for (const symbol of layer.wordSymbols[i] ?? []) found.add(symbol);
  }
  return found;
};

/**
 * Searches the index: the interface language's words first, then English; within a language, whole keyword, then
 * whole word, then prefix, then anywhere, then every word of a multi-word query; a symbol named by the query, then
 * one whose name has it as a word, before one that merely carries the keyword; fewer keywords (a more specific
 * picture) first; then the catalogue's order.
 * The user's own pictures come before the catalogue; skin-tone variants and region flags after everything else, so
 * one word does not fill the grid with copies.
 */
export function searchSymbols(index: SymbolIndex, query: string, options: SearchOptions = {}): SymbolMatch[] {
  const { limit = 16, includeCatalogue = true } = options;
  const q = normalizeText(query);
  if (!q) return [];
  const best = new Map<number, { score: number; key: number; layer: number }>();
  const asTyped = query.trim().toLowerCase();
  const spaced = ` ${q} `;
  // Checked cheaply first: most names do not contain the query at all.
  const nameFit = (name: string | undefined) => (name === q ? 0 : name?.includes(q) && ` ${name} `.includes(spaced) ? 1 : 2);

  const matcher = (layer: IndexLayer, rank: number) => {
    const writtenAsTyped = new Set(layer.written.get(asTyped) ?? []);
    return (symbol: number, tier: Tier, key: number) => {
      if (!includeCatalogue && !index.uploads[symbol]) return;
      const score = matchScore({
        group: index.uploads[symbol] ? 0 : index.penalised[symbol] ? 2 : 1,
        layer: rank,
        tier,
        extra: index.extras[symbol] ?? 0,
        accentMiss: tier === Tier.Exact && !writtenAsTyped.has(symbol) ? 1 : 0,
        nameFit: nameFit(layer.names[symbol]),
        keywords: layer.counts[symbol] ?? 0,
        order: symbol,
      });
      const current = best.get(symbol);
      if (!current || score < current.score) best.set(symbol, { score, key, layer: rank });
    };
  };

  const considers = index.layers.map(matcher);
  index.layers.forEach((layer, rank) => findWhole(layer, q, considers[rank] ?? (() => undefined)));
  // Matches anywhere in a keyword rank after every whole, word and prefix match of the interface language: when
  // those already fill the list, the slowest pass (a scan of every keyword) cannot change it.
  const floor = matchScore({ group: 1, layer: 0, tier: Tier.Substring, extra: 0, accentMiss: 0, nameFit: 0, keywords: 0, order: 0 });
  let ahead = 0;
  for (const { score } of best.values()) if (score < floor) ahead += 1;
  if (ahead < limit) index.layers.forEach((layer, rank) => findPartial(layer, q, considers[rank] ?? (() => undefined)));

  return [...best]
    .sort((a, b) => a[1].score - b[1].score)
    .slice(0, limit)
    .map(([symbol, match]) => {
      const layer = index.layers[match.layer];
      const label = layer?.labels[symbol] ?? '';
      return {
        id: index.ids[symbol] ?? '',
        src: index.srcs[symbol] ?? '',
        label,
        keyword: match.key >= 0 ? (layer?.keyShown[match.key] ?? label) : label,
        lang: layer?.lang ?? '',
        isUpload: index.uploads[symbol] === 1,
      };
    });
}

type Consider = (symbol: number, tier: Tier, key: number) => void;

/** Whole keywords, keyword prefixes, whole words and word prefixes: binary searches in the sorted arrays. */
function findWhole(layer: IndexLayer, q: string, consider: Consider): void {
  for (let key = lowerBound(layer.keys, q); key < layer.keys.length && (layer.keys[key] ?? '').startsWith(q); key += 1) {
    const tier = layer.keys[key] === q ? Tier.Exact : Tier.Prefix;
    for (const symbol of layer.keySymbols[key] ?? []) consider(symbol, tier, key);
  }
  const word = lowerBound(layer.words, q);
  if (layer.words[word] === q) for (const symbol of layer.wordSymbols[word] ?? []) consider(symbol, Tier.Word, -1);
  for (let w = word; w < layer.words.length && (layer.words[w] ?? '').startsWith(q); w += 1) {
    for (const symbol of layer.wordSymbols[w] ?? []) consider(symbol, Tier.Prefix, -1);
  }
}

/** The query anywhere inside a keyword, then every word of a multi-word query in any order. */
function findPartial(layer: IndexLayer, q: string, consider: Consider): void {
  layer.keys.forEach((key, i) => {
    if (key.length > q.length && !key.startsWith(q) && key.includes(q)) for (const symbol of layer.keySymbols[i] ?? []) consider(symbol, Tier.Substring, i);
  });
  const queryWords = wordsOf(q);
  if (queryWords.length < 2) return;
  const [first, ...rest] = queryWords.map((w) => wordPrefixSymbols(layer, w));
  for (const symbol of first ?? []) if (rest.every((set) => set.has(symbol))) consider(symbol, Tier.AllWords, -1);
}
