import { baseLanguage, createPredictor, type KeyboardLayout, type Predictor } from '@tessera/core';
import { contentMessagesEn, coreBoard } from '@tessera/content';
import { loadKeywordData } from '../../lib/symbols/load-keyword-data';
import { isLanguageOf, lexiconWords, messageText, symbolWords } from './lexicon';

const BOARD_KEY = 'tessera.board.';

const textsOf = (vocabulary: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(Object.entries(vocabulary).flatMap(([key, value]) => (key.startsWith(BOARD_KEY) ? [[key, messageText(value)]] : [])));

/**
 * A keyboard's predictor: the built-in boards' words of its language (a chunk per language, fetched once and kept
 * by the service worker) and the symbol catalogue's words (kept in the symbol database, so they answer offline).
 * Without the symbols (never downloaded, no network) the boards' words still predict.
 */
async function buildPredictor(locale: string, layout: KeyboardLayout): Promise<Predictor> {
  const english = baseLanguage(layout.language) === 'en';
  const { loadVocabulary } = await import('@tessera/content/vocabulary');
  const loaded = english ? contentMessagesEn : await loadVocabulary(locale);
  const vocabulary = loaded ? textsOf(loaded) : undefined;
  // The core board's words (its folders are not words), in the language where it has them.
  const core = vocabulary
    ? coreBoard.tiles.flatMap((tile) => (!tile.loadBoard && tile.labelKey && vocabulary[tile.labelKey] ? [vocabulary[tile.labelKey]!] : []))
    : [];
  const boards = vocabulary ? Object.values(vocabulary) : [];
  const symbols = await loadKeywordData(english ? 'en' : locale).then(
    (data) => data.files.filter((file) => isLanguageOf(file.lang, layout.language)).flatMap((file) => symbolWords(file.keywords)),
    () => [],
  );
  return createPredictor(lexiconWords({ core, boards, symbols }, layout));
}

const predictors = new Map<string, Promise<Predictor>>();

/** The predictor of a keyboard, built once per language and order of letters in a session. */
export function loadPredictor(locale: string, layout: KeyboardLayout): Promise<Predictor> {
  const key = `${locale}|${layout.language}`;
  let predictor = predictors.get(key);
  if (!predictor) {
    predictor = buildPredictor(locale, layout);
    predictors.set(key, predictor);
    predictor.catch(() => predictors.delete(key));
  }
  return predictor;
}
