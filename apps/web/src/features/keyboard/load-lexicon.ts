import { baseLanguage, createPredictor, type KeyboardLayout, type Predictor } from '@tessera/core';
import { contentMessagesEn } from '@tessera/content';
import { loadKeywordData } from '../../lib/symbols/load-keyword-data';
import { isLanguageOf, lexiconWords, symbolWords } from './lexicon';

const BOARD_KEY = 'tessera.board.';

const boardWordsOf = (vocabulary: Readonly<Record<string, string>>) =>
  Object.entries(vocabulary)
    .filter(([key]) => key.startsWith(BOARD_KEY))
    .map(([, text]) => text);

/**
 * A keyboard's predictor: the built-in boards' words of its language (a chunk per language, fetched once and kept
 * by the service worker) and the symbol catalogue's words (kept in the symbol database, so they answer offline).
 * Without the symbols (never downloaded, no network) the boards' words still predict.
 */
async function buildPredictor(locale: string, layout: KeyboardLayout): Promise<Predictor> {
  const english = baseLanguage(layout.language) === 'en';
  const { coreWordsIn, loadVocabulary } = await import('@tessera/content/vocabulary');
  const vocabulary = english ? contentMessagesEn : await loadVocabulary(locale);
  const core = vocabulary ? coreWordsIn(vocabulary) : [];
  const boards = vocabulary ? boardWordsOf(vocabulary) : [];
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
