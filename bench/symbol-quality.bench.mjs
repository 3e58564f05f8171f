// Search quality: for 100 common AAC words in English and 100 in Spanish, does a fitting picture appear in the first
// 5 results of the local symbol search (the built catalogue, the app's own ranking)?
import { machine } from './lib/machine.mjs';
import { AAC_WORDS_EN } from './symbols/aac-words-en.mjs';
import { AAC_WORDS_ES } from './symbols/aac-words-es.mjs';
import { loadSymbolSearch } from './symbols/load-catalogue.mjs';

const TOP = 5;
const bare = (id) => id.replace(/-FE0F/g, '');

const score = async (words, languages) => {
  const { catalogue, files, buildSymbolIndex, searchSymbols } = await loadSymbolSearch(languages);
  const index = buildSymbolIndex(catalogue, files);
  const misses = [];
  let found = 0;
  let first = 0;
  for (const [word, acceptable] of Object.entries(words)) {
    const wanted = new Set(acceptable.map(bare));
    const results = searchSymbols(index, word, { limit: TOP });
    if (results[0] && wanted.has(bare(results[0].id))) first += 1;
    if (results.some((result) => wanted.has(bare(result.id)))) found += 1;
    else misses.push(`${word} → ${results.map((r) => r.label).join(', ') || '(nothing)'}`);
  }
  return { total: Object.keys(words).length, found, first, misses };
};

export async function run() {
  const english = await score(AAC_WORDS_EN, ['en']);
  const spanish = await score(AAC_WORDS_ES, ['es', 'en']);
  console.log(`Machine: ${machine()}\n`);
  console.log('| list | interface language | words | fitting picture in the first 5 | fitting first result |');
  console.log('|---|---|---|---|---|');
  console.log(`| English | en | ${english.total} | ${english.found} | ${english.first} |`);
  console.log(`| Spanish | es (then English) | ${spanish.total} | ${spanish.found} | ${spanish.first} |`);
  for (const [name, result] of [
    ['English', english],
    ['Spanish', spanish],
  ]) {
    console.log(`\n${name} misses:\n${result.misses.map((miss) => `- ${miss}`).join('\n') || '- none'}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
