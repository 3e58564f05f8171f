// Local symbol search speed over the full built catalogue: 1,000 queries (whole words, prefixes as typed, and
// misspellings) in English alone and in Spanish over English, through the app's own index and search functions.
import { machine } from './lib/machine.mjs';
import { AAC_WORDS_EN } from './symbols/aac-words-en.mjs';
import { AAC_WORDS_ES } from './symbols/aac-words-es.mjs';
import { loadSymbolSearch, percentile } from './symbols/load-catalogue.mjs';

const QUERIES = 1000;

// Words, the prefixes a typist passes through, and a swapped-letter typo: the mix the autosuggest sees.
const queriesFrom = (words) => {
  const pool = words.flatMap((word) => {
    const typo = word.length > 3 ? word.slice(0, 1) + word[2] + word[1] + word.slice(3) : word;
    return [word, word.slice(0, 1), word.slice(0, 2), word.slice(0, 3), typo];
  });
  return Array.from({ length: QUERIES }, (_, i) => pool[(i * 7919) % pool.length]);
};

const measure = async (languages, words) => {
  const { catalogue, files, buildSymbolIndex, searchSymbols } = await loadSymbolSearch(languages);
  const startBuild = performance.now();
  const index = buildSymbolIndex(catalogue, files);
  const buildMs = performance.now() - startBuild;
  const queries = queriesFrom(words);
  for (const query of queries.slice(0, 50)) searchSymbols(index, query); // warm-up, as the dialog's first keystrokes
  const times = queries.map((query) => {
    const start = performance.now();
    searchSymbols(index, query, { limit: 16 });
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  const keywords = index.layers.reduce((sum, layer) => sum + layer.keys.length, 0);
  return {
    languages: languages.join(' + '),
    symbols: index.ids.length,
    keywords,
    buildMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
  };
};

export async function run() {
  const rows = [await measure(['en'], Object.keys(AAC_WORDS_EN)), await measure(['es', 'en'], Object.keys(AAC_WORDS_ES))];
  console.log(`Machine: ${machine()}\n`);
  console.log('| languages | symbols | unique keywords | index build (ms) | queries | p50 (ms) | p95 (ms) | max (ms) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.languages} | ${r.symbols} | ${r.keywords} | ${r.buildMs.toFixed(0)} | ${QUERIES} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.max.toFixed(2)} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
