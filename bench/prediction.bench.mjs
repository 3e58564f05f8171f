// Keyboard prediction per keystroke (issue 31): core's predictor over a 50,000-word lexicon (the built-in English
// boards' words first, then made-up words of English-like syllables) with a heavy user's learned words, in headless
// Chromium at 4x CPU slowdown (a mid-range phone). Each keystroke of 200 words typed letter by letter, a typo from
// the fourth letter on, and the next-word row after each word, is one suggest() call, timed in the page.
/* global window -- functions handed to page.evaluate run in the browser */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { chromiumVersion, launchChromium, throttleCpu } from './lib/chromium.mjs';
import { machine } from './lib/machine.mjs';
import { row, summary } from './lib/stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const LEXICON_SIZE = 50_000;
const TYPED_WORDS = 200;
const LEARNED_PHRASES = 2_000;
const CPU_SLOWDOWN = 4;

/** The predictor and the learned words of core, bundled for the page. */
async function predictorBundle() {
  const result = await build({
    stdin: {
      contents: "export { createPredictor } from './predictor.ts'; export { learnPhrase, NO_LEARNED_WORDS } from './learned-words.ts';",
      resolveDir: path.join(here, '../packages/core/src/words'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'tesseraWords',
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0].text;
}

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32: the same lexicon every run). */
const random = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

function lexicon() {
  const contentMessagesEn = JSON.parse(readFileSync(path.join(here, '../packages/content/src/messages/en.json'), 'utf8'));
  const own = [...new Set(Object.entries(contentMessagesEn).flatMap(([key, text]) => (key.startsWith('tessera.board.') ? text.split(/\s+/) : [])))];
  const syllables = ['ta', 'ne', 'ri', 'so', 'lu', 'ma', 'ke', 'po', 'di', 'an', 'er', 'in', 'on', 'st', 'ch', 'th', 'ble', 'ing', 'ed', 'ly', 'ar', 'ow'];
  const next = random(31);
  const words = new Set(own);
  while (words.size < LEXICON_SIZE) {
    const length = 1 + Math.floor(next() * 4);
    words.add(Array.from({ length }, () => syllables[Math.floor(next() * syllables.length)]).join(''));
  }
  return [...words];
}

export async function run() {
  const words = lexicon();
  const next = random(7);
  const pick = () => words[Math.floor(next() ** 2 * words.length)];
  const typed = Array.from({ length: TYPED_WORDS }, pick).filter((word) => word.length > 1);
  const phrases = Array.from({ length: LEARNED_PHRASES }, () => Array.from({ length: 3 + Math.floor(next() * 4) }, pick).join(' '));
  const bundle = await predictorBundle();
  console.error(`lexicon of ${words.length} words and the predictor bundled`);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>prediction</title>');
    await page.addScriptTag({ content: bundle });
    await throttleCpu(page, CPU_SLOWDOWN);
    console.error('page ready, measuring');
    const result = await page.evaluate(
      ({ words, typed, phrases }) => {
        const { createPredictor, learnPhrase, NO_LEARNED_WORDS } = window.tesseraWords;
        const buildStart = performance.now();
        const predictor = createPredictor(words);
        const buildMs = performance.now() - buildStart;
        const learned = phrases.reduce((kept, phrase) => learnPhrase(kept, phrase), NO_LEARNED_WORDS);
        const times = { completion: [], typo: [], next: [] };
        const time = (kind, input) => {
          const start = performance.now();
          predictor.suggest(input, learned);
          times[kind].push(performance.now() - start);
        };
        predictor.suggest({ typed: 'a' }, learned); // the learned words' folded list is made once per phrase said
        let previous;
        for (const word of typed) {
          for (let length = 1; length <= word.length; length += 1) time('completion', { typed: word.slice(0, length), previous });
          if (word.length >= 4) time('typo', { typed: word.slice(0, 1) + word[2] + word[1] + word.slice(3), previous });
          time('next', { typed: '', previous: word });
          previous = word;
        }
        return { buildMs, times, learnedWords: Object.keys(learned.words).length, learnedPairs: Object.keys(learned.pairs).length, size: predictor.size };
      },
      { words, typed, phrases },
    );
    console.log(`Machine: ${machine()}; ${chromiumVersion(browser)}, CPU slowed ${CPU_SLOWDOWN}x`);
    console.log(
      `Lexicon ${result.size} words (built in ${result.buildMs.toFixed(0)} ms); learned ${result.learnedWords} words and ${result.learnedPairs} pairs\n`,
    );
    console.log('| keystroke | n | p50 (ms) | p95 (ms) | max (ms) |');
    console.log('|---|---|---|---|---|');
    const all = Object.values(result.times).flat();
    for (const [name, values] of [...Object.entries(result.times), ['every keystroke', all]]) {
      const s = summary(values);
      console.log(row([name, s.n, s.p50, s.p95, s.max]));
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
